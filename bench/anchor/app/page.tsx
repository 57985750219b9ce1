// Server components only: a hero image, 8 links and 4 sections of text, nothing of the site's own.
const links = [
  ['/', '主頁'],
  ['/card', '信用卡'],
  ['/pay-later', '先買後付'],
  ['/offers', '最新優惠'],
  ['/sme-loan', '中小企貸款'],
  ['/owner-loan', '業主貸款'],
  ['/blog', '理財文章'],
  ['/contact', '聯絡我們'],
];

const sections = [
  [
    '分期付款',
    '每月供款固定，清楚列出手續費、總還款額及實際年利率，讓你在簽約前了解每一期要付多少。',
  ],
  [
    '中小企貸款',
    '為香港中小企而設的營運資金貸款，網上申請六個步驟，提交後即收到申請編號，專人跟進。',
  ],
  ['業主貸款', '以物業作抵押，按物業估值及還款能力審批，批核後款項直接存入你指定的銀行戶口。'],
  [
    '借錢梗要還，咪俾人搵笨',
    '借款前請考慮自己的還款能力。如有投訴，請致電投訴熱線，我們會盡快回覆。',
  ],
];

export default function Page() {
  return (
    <>
      <header>
        <nav aria-label="主選單">
          <ul>
            {links.map(([href, label]) => (
              <li key={href}>
                <a href={href}>{label}</a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main>
        <picture>
          <img
            src="/hero-400.webp"
            srcSet="/hero-400.webp 400w, /hero-800.webp 800w"
            sizes="100vw"
            width={400}
            height={480}
            alt="迎新優惠"
            fetchPriority="high"
            decoding="async"
          />
        </picture>
        <h1>先買後付，分期更輕鬆</h1>
        {sections.map(([heading, text]) => (
          <section key={heading}>
            <h2>{heading}</h2>
            <p>{text}</p>
          </section>
        ))}
      </main>
      <footer>
        <p>基準頁：只用作效能比較。</p>
      </footer>
    </>
  );
}
