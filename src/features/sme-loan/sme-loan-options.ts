/** The enumerations of spec section 3, as stable codes the forms label in both languages. */
export const titles = ['mr', 'mrs', 'ms', 'miss', 'dr'] as const;

export const companyTypes = ['limited_company', 'sole_proprietor', 'partnership'] as const;

export const premisesOwnerships = ['mortgage', 'owned', 'rent', 'others'] as const;

export const industries = [
  'accounting',
  'catering',
  'cleaning_gardening',
  'construction_renovation',
  'design_arts',
  'media_advertising_marketing',
  'education',
  'hotels_tourism',
  'information_technology',
  'insurance_real_estate',
  'medical_nursing',
  'personal_services_beauty_gym',
  'retail_wholesale',
  'telecom',
  'trading_shipping',
  'transportation_logistics',
  'others',
] as const;

export const loanPurposes = [
  'working_capital',
  'taxation',
  'project_finance',
  'business_expansion',
  'equipment_machinery_purchase',
  'others',
] as const;

export const onlineSources = [
  'tv_channels',
  'search_engine_ads',
  'social_media',
  'video_ads',
  'other',
] as const;

export const offlineSources = [
  'branches',
  'staff_promotion',
  'existing_past_customer',
  'referral',
  'friend',
  'agent',
  'other',
] as const;

export const contactTimes = ['morning', 'afternoon', 'evening', 'any'] as const;
