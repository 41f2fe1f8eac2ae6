import type { DemoTenantCode } from './demo-tenants.ts';
import type { CompanyRole } from '@portal/contract';
import type { MembershipRole, MembershipStatus, RegistrationDetails } from '../db/schema.ts';

/** The password of every demo account (the README lists them). */
export const DEMO_PASSWORD = 'demo1234';

export interface DemoAddress {
  type: 'S' | 'B';
  address: string;
  address2?: string;
  city: string;
  province: string;
  country: string;
  postalCode: string;
}

export interface DemoCustomer {
  code: string;
  name: string;
  email: string;
  mobilePhone: string;
  addresses: DemoAddress[];
}

export interface DemoMembership {
  tenant: DemoTenantCode;
  role: MembershipRole;
  status: MembershipStatus;
  customer?: DemoCustomer;
  repCode?: string;
  registration?: RegistrationDetails;
  /** Their role inside their customer company (issue 29); the column's default ('buyer') if none. */
  companyRole?: CompanyRole;
}

export interface DemoAccount {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  memberships: DemoMembership[];
  /** Files an open password-reset request with the first tenant's administrators. */
  resetRequested?: boolean;
}

const shipping = (address: string, city: string, province: string, postalCode: string) =>
  ({ type: 'S', address, city, province, country: 'CA', postalCode }) as const;

export const NORTHWIND: DemoCustomer = {
  code: 'C-1001',
  name: 'Northwind Fabrication Ltd.',
  email: 'purchasing@northwind.example',
  mobilePhone: '4165550123',
  addresses: [
    shipping('85 Industrial Parkway North', 'Aurora', 'ON', 'L4G 4C4'),
    { ...shipping('2250 Speers Road', 'Oakville', 'ON', 'L6L 2X8'), address2: 'Unit 4' },
    {
      ...shipping('100 King Street West', 'Toronto', 'ON', 'M5X 1C9'),
      type: 'B',
      address2: 'Suite 5600',
    },
  ],
};

export const GREAT_LAKES: DemoCustomer = {
  code: 'C-1002',
  name: 'Great Lakes Maintenance Inc.',
  email: 'orders@greatlakes-maint.example',
  mobilePhone: '9055550147',
  addresses: [shipping('410 Ferrier Street', 'Markham', 'ON', 'L3R 5Y7')],
};

export const CAFE_LUMIERE: DemoCustomer = {
  code: 'B-2001',
  name: 'Café Lumière Inc.',
  email: 'achats@cafelumiere.example',
  mobilePhone: '4185550171',
  addresses: [shipping('1200, rue Saint-Jean', 'Québec', 'QC', 'G1R 1S8')],
};

/** The six accounts of DESIGN.md section 4, and one more registration waiting for approval. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: 'buyer@acme.example',
    firstName: 'Olivia',
    lastName: 'Martin',
    phone: '4165550123',
    // Northwind's customer administrator (issue 29): the Company area is theirs.
    memberships: [
      {
        tenant: 'ACME',
        role: 'customer',
        status: 'approved',
        customer: NORTHWIND,
        companyRole: 'customer_admin',
      },
    ],
  },
  {
    email: 'rep@acme.example',
    firstName: 'Daniel',
    lastName: 'Roy',
    phone: '9055550147',
    memberships: [
      {
        tenant: 'ACME',
        role: 'customer',
        status: 'approved',
        customer: GREAT_LAKES,
        repCode: 'R-017',
      },
    ],
    resetRequested: true,
  },
  {
    email: 'pending@acme.example',
    firstName: 'Samir',
    lastName: 'Patel',
    phone: '9055550164',
    memberships: [
      {
        tenant: 'ACME',
        role: 'customer',
        status: 'pending',
        registration: {
          company: 'Patel Welding & Repair',
          address: '18 Rutherford Road South',
          city: 'Brampton',
          state: 'ON',
          zip: 'L6W 3J1',
          country: 'CA',
          phone: '9055550164',
          webAddress: 'https://patelwelding.example',
        },
      },
    ],
  },
  {
    email: 'admin@acme.example',
    firstName: 'Alexandra',
    lastName: 'Chen',
    phone: '9055550100',
    memberships: [{ tenant: 'ACME', role: 'admin', status: 'approved' }],
  },
  {
    email: 'buyer@boreal.example',
    firstName: 'Émilie',
    lastName: 'Gagnon',
    phone: '4185550171',
    memberships: [
      { tenant: 'BOREAL', role: 'customer', status: 'approved', customer: CAFE_LUMIERE },
    ],
  },
  {
    email: 'multi@demo.example',
    firstName: 'Jordan',
    lastName: 'Taylor',
    phone: '6135550188',
    memberships: [
      {
        tenant: 'ACME',
        role: 'customer',
        status: 'approved',
        customer: {
          code: 'C-1003',
          name: 'Taylor Facilities Group',
          email: 'jordan@taylorfacilities.example',
          mobilePhone: '6135550188',
          addresses: [shipping('55 Metcalfe Street', 'Ottawa', 'ON', 'K1P 6L5')],
        },
      },
      {
        tenant: 'BOREAL',
        role: 'customer',
        status: 'approved',
        customer: {
          code: 'B-2002',
          name: 'Épicerie Taylor',
          email: 'jordan@taylorfacilities.example',
          mobilePhone: '6135550188',
          addresses: [shipping('3500, boulevard Saint-Laurent', 'Montréal', 'QC', 'H2X 2V1')],
        },
      },
    ],
  },
  {
    email: 'maria.gonzalez@ridgeline.example',
    firstName: 'María',
    lastName: 'González',
    phone: '6045550132',
    memberships: [
      {
        tenant: 'ACME',
        role: 'customer',
        status: 'pending',
        registration: {
          company: 'Ridgeline Construction',
          address: '1055 West Hastings Street',
          address2: 'Suite 300',
          city: 'Vancouver',
          state: 'BC',
          zip: 'V6E 2E9',
          country: 'CA',
          phone: '6045550132',
          webAddress: '',
        },
      },
    ],
  },
];

/** An invitation Northwind's administrator sent and nobody has accepted yet (issue 29). */
export const DEMO_INVITATION = {
  tenant: 'ACME' as DemoTenantCode,
  customerCode: NORTHWIND.code,
  email: 'colleague@northwind.example',
  companyRole: 'requester' as CompanyRole,
  language: 'en' as const,
};
