import * as Toast from '@radix-ui/react-toast';
import { useClearPlacement } from './toast-placement';

/** Radix's toast viewport, placed where it covers neither the warning nor the licence. */
export function ClearToastViewport({ label }: { label: string }) {
  const [setRegion, placeClass] = useClearPlacement();
  return (
    <Toast.Viewport
      ref={setRegion}
      label={label}
      className={`fixed right-0 ${placeClass} z-50 m-4 flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2 outline-none`}
    />
  );
}
