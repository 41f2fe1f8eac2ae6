import { Fragment } from 'react';
import type { ShownAttribute } from '@portal/contract';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { useLanguage } from '@/shared/i18n/use-language.ts';

/** A value as the reader writes it: options joined, a number in their format with its unit. */
function useValueText() {
  const { t } = useTranslation('catalogue');
  const language = useLanguage();
  // Values are kept with up to four decimals (numeric(14,4)): none is rounded away.
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 4 });
  return (attribute: ShownAttribute): string => {
    switch (attribute.kind) {
      case 'options':
        return attribute.options.join(', ');
      case 'number': {
        const text = number.format(attribute.number);
        return attribute.unit ? `${text} ${attribute.unit}` : text;
      }
      case 'yes_no':
        return attribute.flag ? t('productDetails.yes') : t('productDetails.no');
    }
  };
}

/** The product's attributes (issue 32 point 4), as name and value pairs; nothing when none. */
export function ProductAttributes({ attributes }: { attributes: readonly ShownAttribute[] }) {
  const { t } = useTranslation('catalogue');
  const valueText = useValueText();
  if (attributes.length === 0) return null;
  return (
    <section aria-labelledby="product-attributes" className="flex flex-col gap-1">
      <h2 id="product-attributes" className="text-base font-semibold">
        {t('productDetails.attributes')}
      </h2>
      {/* Two columns from the phone up: names are short, and a long value wraps in its own. */}
      <dl className="grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        {attributes.map((attribute, index) => (
          <Fragment key={`${attribute.name}-${index}`}>
            <dt className="break-words text-slate-600 dark:text-slate-400">{attribute.name}</dt>
            <dd className="font-medium break-words">{valueText(attribute)}</dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}
