/**
 * The three lines of the last-resort error page, copied from messages/*.json `Error` (a test keeps
 * them equal). Importing the message files here would ship every message of both languages to
 * every page, since the global error boundary is part of each page's JavaScript.
 */
export const globalErrorCopy = {
  'zh-HK': {
    serverError: '伺服器發生錯誤',
    serverErrorHelp: '系統暫時未能處理你的要求，請稍後再試。如問題持續，請致電客戶服務熱線。',
    hotline: '客戶服務熱線：',
    backHome: '返回首頁',
  },
  'en-US': {
    serverError: 'Internal Server Error',
    serverErrorHelp:
      'We could not handle your request just now. Please try again later; if it keeps happening, call our customer service hotline.',
    hotline: 'Customer service hotline:',
    backHome: 'Back to home',
  },
} as const;
