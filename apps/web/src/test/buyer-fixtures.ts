import type {
  CompanyRole,
  PrivateSettings,
  Product,
  ProductDetails,
  PublicSettings,
} from '@portal/contract';
import type { CartItem } from '@/entities/cart/cart-rules.ts';
import { writeCart } from '@/entities/cart/cart-storage.ts';
import { cartStore } from '@/entities/cart/cart-store.ts';
import { sessionStore } from '@/shared/session/session-store.ts';

/** Signs a buyer of ACME in, as the login screen would. */
interface BuyerOptions {
  repCode?: string | null;
  name?: string;
  companyRole?: CompanyRole;
}

export function signInBuyer({
  repCode = null,
  name = 'Olivia Martin',
  companyRole = 'buyer',
}: BuyerOptions = {}) {
  sessionStore.signIn({
    token: 'buyer-token',
    tenants: [{ code: 'ACME', name: 'Acme', logo: null }],
    user: {
      name,
      email: 'buyer@acme.example',
      rep_code: repCode,
      role: 'customer',
      company_role: companyRole,
      sees_all_orders: true,
    },
  });
}

/** Puts `items` in the signed-in company's saved cart, as a cart left from an earlier visit. */
export function saveCart(items: readonly CartItem[]) {
  const key = cartStore.storageKey();
  if (key === null) throw new Error('sign someone in before saving their cart');
  writeCart(key, items);
  cartStore.reload();
}

export const settingsOf = (overrides: Partial<PrivateSettings> = {}): PrivateSettings => ({
  default_page: 'products',
  b2b_sell_minimum: '0',
  b2b_hide_additional_info: '0',
  b2b_message_order_confirmation: '{}',
  b2b_about_us_private: '',
  ...overrides,
});

/** Answers the member's settings, and nothing else (a catalogue read fails as the server's 404). */
export const settingsOnly = (url: URL) =>
  url.pathname.startsWith('/api/settings/')
    ? Response.json(settingsOf())
    : Response.json({ message: 'Not found.' }, { status: 404 });

/** A tenant's public branding as GET /api/public/settings/:code answers it. */
export const publicSettingsOf = (overrides: Partial<PublicSettings> = {}): PublicSettings => ({
  name: 'Acme',
  code: 'ACME',
  logo_url: '',
  banner_image_url: '',
  welcome_title: '',
  welcome_subtitle: '',
  welcome_title_styles: '',
  welcome_subtitle_styles: '',
  about_us_url: '',
  ...overrides,
});

export const makeProduct = (overrides: Partial<Product> = {}): Product => ({
  id: 1,
  part_number: 'AC-HB-1',
  description: 'Hex bolt',
  primary_image: '/api/media/ACME/1',
  selling_price: 12.5,
  available: 10,
  uom_code: 'BX',
  cf: 50,
  min_order_qty: 1,
  max_order_qty: 0,
  default_puom_id: 100,
  price_tiers: [],
  ...overrides,
});

export const makeDetails = (overrides: Partial<ProductDetails> = {}): ProductDetails => ({
  ...makeProduct(),
  categories_names: ['Bolts'],
  additional_info: 'Grade 8 steel.',
  related_products: [],
  complementary_products: [],
  attributes: [],
  ...overrides,
});
