import { ageHits } from './ages';
import { aspectLexicon, type AspectConcept } from './aspect-lexicon';
import { applyMasks, compileLexicon, findHits } from './matcher';
import { allViews, views } from './normalise';

import { sensitiveAspectIds, type SensitiveAspect } from '../../../../lib/personalities/categories';

export { sensitiveAspectIds, type SensitiveAspect };

// Compiled on the first text, not at import: compiling is most of this function's cold start,
// and a cold instance that serves other requests first (or none) should not pay it up front.
let compiled: ReturnType<typeof compileLexicon<AspectConcept>> | undefined;
const lexicon = () => (compiled ??= compileLexicon(aspectLexicon));
const masks = new Set<AspectConcept>(['mask']);

/**
 * The sensitive aspects a text touches, in a stable order, read on every normalised view of it
 * and in every language of the lexicon: an audience under 18 (words or ages), health and
 * medicine, law, money decisions, mental health, companionship, romance.
 */
export function sensitiveAspectsOf(...texts: (string | undefined)[]): SensitiveAspect[] {
  const text = texts.filter(Boolean).join('\n');
  const found = new Set<string>();
  for (const tokens of allViews(views(text))) {
    const all = applyMasks([...findHits(tokens, lexicon()), ...ageHits<AspectConcept>(tokens, 'minors')], masks);
    // Money and law about children for the adults concerned ("child support") is no audience under 18.
    const adultSpans = all.filter((h) => h.concept === 'adults_about_children');
    const hits = all.filter((h) => h.concept !== 'minors' || !adultSpans.some((a) => h.start >= a.start && h.end <= a.end));
    for (const hit of hits) found.add(hit.concept);
    const talk = hits.filter((h) => h.concept === 'personal_talk');
    if (hits.some((h) => h.concept === 'companion' && talk.some((t) => Math.abs(t.start - h.start) <= 15))) found.add('companionship');
  }
  // A romantic persona is an ongoing companion too: both questions apply.
  if (found.has('romance')) found.add('companionship');
  return sensitiveAspectIds.filter((aspect) => found.has(aspect));
}
