import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BrandSettings } from '@croupier/contracts';
import { fieldsUnder } from '@croupier/web-kit';
import { isLanguage } from '../i18n/index.ts';
import { ChipInput } from '../ui/ChipInput.tsx';
import { Section } from './Section.tsx';
import { useSectionSave } from './useSectionSave.ts';
import { parseCountry, parseIp } from './validation.ts';

const LOCALE = { EN: 'en', CN: 'zh-CN', TH: 'th' } as const;

export function RegionSection({ brand, readOnly }: { brand: BrandSettings; readOnly: boolean }) {
  const { t, i18n } = useTranslation();
  const title = t('settings.region.heading');
  const [countries, setCountries] = useState(brand.blockedCountries);
  const [ips, setIps] = useState(brand.exemptIps);
  const { save, pending, errors } = useSectionSave(title, (saved) => {
    setCountries(saved.blockedCountries);
    setIps(saved.exemptIps);
  });

  // Country names in the operator's language, from the browser's own data (no list to ship).
  const lang = isLanguage(i18n.language) ? i18n.language : 'EN';
  const names = useMemo(() => {
    try {
      return new Intl.DisplayNames([LOCALE[lang]], { type: 'region' });
    } catch {
      return null;
    }
  }, [lang]);

  return (
    <Section
      id="region"
      title={title}
      saveLabel={t('settings.region.save')}
      readOnly={readOnly}
      pending={pending}
      errors={errors}
      onSave={() => save({ blockedCountries: countries, exemptIps: ips })}
    >
      <div className="grid-2">
        <ChipInput
          id="blocked-countries"
          label={t('settings.region.countries')}
          hint={t('settings.region.countriesHint')}
          addLabel={t('settings.region.addCountry')}
          emptyText={t('settings.region.emptyCountries')}
          values={countries}
          onChange={setCountries}
          parse={parseCountry}
          errors={fieldsUnder(errors.fields, 'blockedCountries')}
          max={250}
          uppercase
          describe={(code) => {
            const name = names?.of(code);
            return name && name !== code ? name : undefined;
          }}
        />
        <ChipInput
          id="exempt-ips"
          label={t('settings.region.ips')}
          hint={t('settings.region.ipsHint')}
          addLabel={t('settings.region.addIp')}
          emptyText={t('settings.region.emptyIps')}
          values={ips}
          onChange={setIps}
          parse={parseIp}
          errors={fieldsUnder(errors.fields, 'exemptIps')}
          max={200}
        />
      </div>
    </Section>
  );
}
