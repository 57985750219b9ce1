import { useLocale, useMessages, useTranslations } from 'use-intl';
import { TextField } from '@/components/forms/fields.client';
import { messageKeys } from '@/i18n/message-keys';
import { sampleEstates } from './sample-estates';

/** The property described by its estate, block, floor and flat (with suggestions), or its street. */
export function EstateFields() {
  const t = useTranslations('PropertyValuation');
  const locale = useLocale();
  const districts = messageKeys(useMessages().PropertyValuation.districts);
  const estates = sampleEstates.map((estate) =>
    locale === 'zh-HK' ? estate.name.zh : estate.name.en,
  );
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        name="estate"
        list="estate-suggestions"
        maxLength={100}
        label={t('fields.estate')}
        hint={t('fields.estate_hint')}
        className="sm:col-span-2"
      />
      <datalist id="estate-suggestions">
        {estates.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <TextField
        name="building"
        optional
        maxLength={100}
        label={t('fields.building')}
        className="sm:col-span-2"
      />
      <div className="grid grid-cols-3 gap-3 sm:col-span-2 sm:gap-5">
        <TextField
          name="block"
          optional
          maxLength={20}
          label={t('fields.block')}
          hint={t('fields.block_hint')}
        />
        <TextField
          name="floor"
          optional
          inputMode="numeric"
          maxLength={10}
          label={t('fields.floor')}
        />
        <TextField name="flat" optional maxLength={10} label={t('fields.flat')} />
      </div>
      <TextField
        name="district"
        optional
        list="district-suggestions"
        maxLength={60}
        label={t('fields.district')}
        className="sm:col-span-2"
      />
      <datalist id="district-suggestions">
        {districts.map((key) => (
          <option key={key} value={t(`districts.${key}`)} />
        ))}
      </datalist>
      <div className="grid grid-cols-[2fr_1fr] gap-3 sm:col-span-2 sm:gap-5">
        <TextField name="street" optional maxLength={100} label={t('fields.street')} />
        <TextField name="streetNo" optional maxLength={20} label={t('fields.streetNo')} />
      </div>
    </div>
  );
}
