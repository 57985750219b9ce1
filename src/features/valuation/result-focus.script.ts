// The valuation result is what the visitor asked for: the page opens with the focus on its heading,
// so a screen reader starts there (the heading takes focus with tabindex=-1).
document.getElementById('valuation-result-heading')?.focus({ preventScroll: true });
