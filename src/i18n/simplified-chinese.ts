/**
 * Signs of Simplified Chinese in copy meant for Hong Kong readers: characters that only Simplified
 * text uses, and words whose Traditional form differs by a character that Traditional text also
 * uses elsewhere (划算 is 劃算 in Traditional; 划 alone, as in 划艇, is fine).
 */
const simplifiedCharacters =
  /[们这个时说对会过还发经问题应该学习开关门见东车长书亲让认识谁读语请产业务银币贷]/u;
const simplifiedWords = /划算|计划|账户|软件|信息|网络|视频|质量/u;

export const looksSimplified = (text: string) =>
  simplifiedCharacters.test(text) || simplifiedWords.test(text);
