import { describe, expect, it } from 'vitest';
import { declarationCovers, sensitivityOf } from '../../lib/personalities/critical-questions';
import { aspectsOfAssessment, categoriesOfAssessment, guardedText } from '../../lib/personalities/guardrail';

describe('sensitivity', () => {
  it('sets the least sensitivity a declaration may state', () => {
    expect(sensitivityOf(['legal'])).toEqual({ level: 'medium', categories: ['legal'] });
    expect(declarationCovers({ level: 'high', categories: ['minors', 'legal'] }, ['minors'])).toBe(true);
    expect(declarationCovers({ level: 'medium', categories: ['minors'] }, ['minors'])).toBe(false);
    expect(declarationCovers({ level: 'high', categories: [] }, ['minors'])).toBe(false);
  });
});

describe('guardrail assessments', () => {
  it('name the policy categories of denied topics and map content filters', () => {
    expect(categoriesOfAssessment({ action: 'NONE', assessments: [] })).toEqual([]);
    expect(
      categoriesOfAssessment({
        action: 'GUARDRAIL_INTERVENED',
        assessments: [
          {
            topicPolicy: { topics: [{ name: 'malware', type: 'DENY', action: 'BLOCKED' }] },
            contentPolicy: { filters: [{ type: 'PROMPT_ATTACK', confidence: 'HIGH', action: 'BLOCKED' }] },
          },
        ],
      }),
    ).toEqual(['malware', 'prompt_attack']);
    // An intervention that names nothing known is still a refusal.
    expect(categoriesOfAssessment({ action: 'GUARDRAIL_INTERVENED', assessments: [] })).toEqual(['misconduct']);
  });

  it('read the sensitive aspects of detect-mode topics, only those detected, blocked or not', () => {
    const topics = [
      { name: 'minors', type: 'DENY' as const, action: 'NONE' as const, detected: true },
      { name: 'legal', type: 'DENY' as const, action: 'NONE' as const, detected: false },
      { name: 'medical', type: 'DENY' as const, action: 'NONE' as const },
      { name: 'malware', type: 'DENY' as const, action: 'BLOCKED' as const, detected: true },
      { name: 'romance', type: 'DENY' as const, action: 'BLOCKED' as const, detected: true },
    ];
    expect(aspectsOfAssessment({ action: 'GUARDRAIL_INTERVENED', assessments: [{ topicPolicy: { topics } }] })).toEqual(['minors', 'romance']);
    // Detection is reported whether or not anything was blocked, and never makes a refusal.
    expect(categoriesOfAssessment({ action: 'NONE', assessments: [{ topicPolicy: { topics: topics.slice(0, 1) } }] })).toEqual([]);
  });
});

describe('the text the guardrail reads', () => {
  it.each([
    ['zero-width characters', 's\u200Ba\u200Cr\u200Di\u2060n', 'sarin'],
    ['bidi controls and a soft hyphen', '\u202Esa\u00ADrin\u202C', 'sarin'],
    ['fullwidth letters', 'ｓａｒｉｎ', 'sarin'],
    ['mathematical letters', '𝐬𝐚𝐫𝐢𝐧', 'sarin'],
  ])('folds %s', (_, text, folded) => {
    expect(guardedText(text)).toBe(folded);
  });

  it('keeps what a person reads: accents, scripts, emoji', () => {
    for (const text of ['Crème brûlée für Köche', 'Ребёнок учит 日本語', 'महिला', 'Grüße 👋']) expect(guardedText(text)).toBe(text.normalize('NFKC'));
  });

  it('never grows a text more than twice over (NFKC can make one character eighteen)', () => {
    const worst = '\uFDFA'.repeat(4000);
    expect(guardedText(worst).length).toBeLessThanOrEqual(2 * worst.length);
  });
});
