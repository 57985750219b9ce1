import { site } from '@/config/site';

export type Platform = 'ios' | 'huawei' | 'android' | 'desktop';

/** Which app store suits a User-Agent. Huawei is checked before Android: its UA also says Android. */
export function detectPlatform(userAgent: string): Platform {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/HUAWEI|HONOR|HarmonyOS|HMSCore|\bHMA-|\bELS-|\bANA-/i.test(userAgent)) return 'huawei';
  if (/Android/i.test(userAgent)) return 'android';
  return 'desktop';
}

/** The store URL for a phone, or null for a desktop (which goes to the download page). */
export function storeUrl(platform: Platform): string | null {
  switch (platform) {
    case 'ios':
      return site.apps.appStore;
    case 'huawei':
      return site.apps.appGallery;
    case 'android':
      return site.apps.googlePlay;
    default:
      return null;
  }
}
