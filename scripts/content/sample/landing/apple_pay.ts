import { landing } from './landing';

export const entry = landing(
  'apple_pay',
  'promotion_material',
  { motif: 'phone', palette: 'slate' },
  { ctaUrl: '/promotions/apple-pay-first-payment' },
  {
    title: 'Apple Pay 使用指南',
    summary: '把 Konew 卡加入 Apple Pay，在商店、App 及網站安全快捷付款。',
    ctaLabel: '查看 Apple Pay 優惠',
    body: `Konew 卡支援 Apple Pay。您的卡號不會儲存在裝置上，也不會與商戶分享。

## 在 iPhone 加入卡片

1. 打開「錢包」App，按右上角的「加入」。
2. 選擇「扣賬卡或信用卡」，以相機掃描 Konew 卡。
3. 依指示以短訊一次性密碼完成驗證。

## 付款

在支援感應付款的商店，把手機靠近付款終端機，並以面容、指紋或密碼確認即可。在 App 或網站結賬時，選擇 Apple Pay 付款。

## 遺失裝置

請立即致電客戶服務熱線暫停卡片，並以「尋找」功能把裝置設為遺失模式。

首次以 Apple Pay 付款更可獲 [HK$50 回贈](/promotions/apple-pay-first-payment)。`,
  },
  {
    title: 'Apple Pay guide',
    summary:
      'Add your Konew Card to Apple Pay and pay safely and quickly in shops, in apps and on the web.',
    ctaLabel: 'See the Apple Pay offer',
    body: `The Konew Card works with Apple Pay. Your card number is not stored on the device or shared with merchants.

## Add the card on iPhone

1. Open the Wallet app and tap "Add" at the top right.
2. Choose "Debit or Credit Card" and scan your Konew Card with the camera.
3. Verify with the one-time password sent by SMS.

## Paying

In shops that take contactless payments, hold your phone near the reader and confirm with Face ID, Touch ID or your passcode. In apps and on websites, choose Apple Pay at checkout.

## If you lose your device

Call the customer service hotline at once to suspend the card, and use Find My to mark the device as lost.

Your first Apple Pay payment also earns [HK$50 back](/promotions/apple-pay-first-payment).`,
  },
);
