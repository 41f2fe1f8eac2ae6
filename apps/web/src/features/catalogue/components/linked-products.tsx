import { useId, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import type { Product } from '@portal/contract';
import { MiniCard } from './mini-card.tsx';

type Section = 'related' | 'complementary';

interface LinkedProductsProps {
  related: readonly Product[];
  complementary: readonly Product[];
}

/** Two accordions; one open at a time, related open first (specification section 2). */
export function LinkedProducts({ related, complementary }: LinkedProductsProps) {
  const [open, setOpen] = useState<Section | null>('related');
  const toggle = (section: Section) => setOpen((current) => (current === section ? null : section));
  return (
    <div className="flex flex-col gap-3">
      <Accordion section="related" products={related} open={open === 'related'} onToggle={toggle} />
      <Accordion
        section="complementary"
        products={complementary}
        open={open === 'complementary'}
        onToggle={toggle}
      />
    </div>
  );
}

interface AccordionProps {
  section: Section;
  products: readonly Product[];
  open: boolean;
  onToggle: (section: Section) => void;
}

function Accordion({ section, products, open, onToggle }: AccordionProps) {
  const { t } = useTranslation('catalogue');
  const id = useId();
  return (
    <section className="rounded-lg border border-slate-200 dark:border-slate-700">
      <h2>
        <button
          type="button"
          id={`${id}-button`}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => onToggle(section)}
          className="flex w-full items-center justify-between gap-2 rounded-lg px-4 py-3 text-left text-base font-semibold hover:bg-slate-50 dark:hover:bg-slate-800"
        >
          {t(`productDetails.${section}`)} ({products.length})
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className={`size-5 transition-transform ${open ? 'rotate-180' : ''}`}
            fill="currentColor"
          >
            <path d="M5 7l5 6 5-6H5z" />
          </svg>
        </button>
      </h2>
      <div
        id={`${id}-panel`}
        role="region"
        aria-labelledby={`${id}-button`}
        hidden={!open}
        className="border-t border-slate-200 p-4 dark:border-slate-700"
      >
        {products.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('productDetails.noLinked')}
          </p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6">
            {products.map((product) => (
              <li key={product.id} className="flex">
                <MiniCard product={product} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
