import { normalise } from './text';

/** The acceptable-use categories of the guided-prompt policy. */
export type PolicyCategory =
  | 'sexual_content_minors'
  | 'hate_harassment'
  | 'violent_extremism'
  | 'self_harm_encouragement'
  | 'weapons_drugs_facilitation'
  | 'impersonation_deception'
  | 'malware';

/**
 * Each category is a set of patterns over normalised text (lower case, no punctuation). The
 * patterns pair an intent with its target, so describing a subject ("a history tutor on the rise
 * of fascism", "a companion that helps people who self-harm find crisis lines", "a security
 * trainer explaining ransomware") is not mistaken for asking for the harm itself. Such sensitive
 * but acceptable descriptions get critical questions instead (see lexicon.ts).
 */
const w = (words: string) => `(?:${words})`;
/** `a`, then at most `gap` words, then `b`. */
const near = (a: string, b: string, gap = 6) => new RegExp(`\\b${a}\\b(?:\\s+\\S+){0,${gap}}?\\s+\\b${b}\\b`);
const re = (source: string) => new RegExp(`\\b${source}\\b`);

const minors = w('child|children|kid|kids|minor|minors|underage|preteen|preteens|schoolgirl|schoolboy|schoolgirls|teen|teens|teenager|teenagers|1[0-7] year old|1[0-7] years old|[5-9] year old|little girls?|little boys?|young girls?|young boys?');
const strongSexual = w('sexy|erotic|erotica|nsfw|explicit|seduce|seduces|seductive|lewd|nude|nudes|naked|porn|porno|pornographic|sexting|flirt|flirts|flirty|flirting|romantic roleplay|sexual roleplay|dirty talk|intimate roleplay|fetish');
const weakSexual = w('sexual|sexually|sex');
const educational = /\b(?:education|educational|health|safety|prevention|protect|protection|abuse awareness|consent|puberty|biology)\b/;

const group = w('jews|jewish people|muslims|christians|black people|blacks|asians|latinos|mexicans|immigrants|refugees|gay people|gays|lesbians|trans people|transgender people|women|disabled people|arabs|roma|hindus|sikhs|lgbt|lgbtq|minorities');
// "hate speech" and "hate crimes" name what a moderation tool fights, not an intent.
const hostileVerb = w('hate(?!\\s+(?:speech|crimes?))|hates|hating|demean|demeans|demeaning|dehumaniz\\w*|dehumanis\\w*|mock|mocks|mocking|insult|insults|insulting|harass|harasses|harassing|degrade|degrades|degrading|attack|attacks|exterminate|slurs|slur');
const harassVerb = w('harass|harasses|harassing|stalk|stalks|stalking|threaten|threatens|threatening|dox|doxx|doxxing|intimidate|intimidates|cyberbully|cyberbullies');
const harassTarget = w('my ex|an ex|people|users|someone|coworkers|colleagues|a person|her|him|them|classmates|my neighbor|my neighbour|a journalist|journalists');

const extremistIntent = w('recruit|recruits|recruiting|recruiter|propaganda|glorif\\w*|promote|promotes|promoting|radicali[sz]\\w*|praise|praises|spread|spreads|spreading');
const extremism = w('terrorism|terrorist|terrorists|jihad|jihadist|isis|al qaeda|neo nazi|neonazi|nazism|white supremacy|white supremacist|white power|ethnic cleansing|mass shootings?|violent extremism');

const selfHarmAct = w('self harm|selfharm|kill (?:yourself|themselves|himself|herself|myself)|hurt (?:yourself|themselves|myself)|cut (?:yourself|themselves|myself)|starve (?:yourself|themselves)|commit suicide|end (?:their|your|my) li(?:fe|ves)|overdose');

const makeVerb = w('make|makes|making|build|builds|building|synthesi[sz]e|synthesi[sz]es|cook|cooks|cooking|manufacture|manufactures|assemble|3d print|brew|produce|produces|buy|buying|sell|sells|selling|smuggle|smuggling|acquire|get');
const weapon = w('bomb|bombs|pipe bomb|explosive|explosives|ied|napalm|nerve agent|sarin|ricin|anthrax|bioweapon|chemical weapon|ghost gun|ghost guns|untraceable gun|untraceable guns|silencer|meth|methamphetamine|fentanyl|heroin|cocaine|crack cocaine|lsd|mdma|illegal drugs|drugs illegally|guns illegally|unregistered guns');

const impersonate = w('impersonate|impersonates|impersonating|pretend to be|pretends to be|pretending to be|pose as|poses as|posing as|pass itself off as|passes itself off as|claim to be|claims to be|act as if it were|masquerade as');
const realPerson = w('a real person|real people|elon musk|taylor swift|barack obama|joe biden|donald trump|the president|the pope|a celebrity|celebrities|my boss|my ex|a politician|a real doctor|a police officer|the police|a bank|my bank|a bank employee|the irs|a government official|their bank|tech support from microsoft|microsoft support');
const deceive = w('deceive|deceives|deceiving|scam|scams|scamming|defraud|defrauds|phish|phishes|phishing|mislead|misleads|con people|steal');

const malwareVerb = w('write|writes|writing|create|creates|creating|generate|generates|build|builds|develop|develops|code|codes|craft|crafts|deploy|deploys|make|makes');
const malware = w('ransomware|keylogger|keyloggers|malware|computer virus|computer viruses|trojan|trojans|botnet|botnets|spyware|credential stealer|credential stealers|info stealer|rootkit|rootkits|phishing kit|phishing kits|ddos tool|crypto drainer|exploit kit');

type Rule = RegExp | ((normalised: string) => boolean);

const rules: Record<PolicyCategory, Rule[]> = {
  sexual_content_minors: [
    near(strongSexual, minors, 8),
    near(minors, strongSexual, 8),
    (t) => (near(weakSexual, minors, 6).test(t) || near(minors, weakSexual, 6).test(t)) && !educational.test(t),
  ],
  hate_harassment: [
    near(hostileVerb, group, 2),
    new RegExp(`\\b${group}\\s+(?:are|is)\\s+(?:\\S+\\s+){0,2}?(?:inferior|subhuman|vermin|animals|evil|disgusting|parasites)\\b`),
    near(harassVerb, harassTarget, 3),
  ],
  violent_extremism: [near(extremistIntent, extremism, 6), re('how to (?:carry out|plan) (?:a )?(?:terror attack|terrorist attack|mass shooting)')],
  self_harm_encouragement: [
    near(w('encourage|encourages|encouraging|urge|urges|convince|convinces|pressure|pressures|push|pushes|goad|goads|dare|dares'), `to ${selfHarmAct}`, 4),
    near(w('encourage|encourages|encouraging|promote|promotes|promoting|glamori[sz]e\\w*|romantici[sz]e\\w*'), w('self harm|selfharm|suicide|anorexia|cutting'), 2),
    near(w('tips|instructions|methods|ways|guide|advice'), w('on|for|to|about') + `(?:\\s+\\S+){0,2}?\\s+${w('suicide|self harm|killing (?:yourself|themselves)|cutting yourself|starving yourself|overdosing')}`, 0),
    re(`how to ${w('kill (?:yourself|myself|themselves)|commit suicide|self harm|cut (?:yourself|myself)|overdose')}`),
    re('pro ana|thinspiration'),
  ],
  weapons_drugs_facilitation: [near(makeVerb, weapon, 6)],
  impersonation_deception: [near(impersonate, realPerson, 6), near(impersonate, deceive, 12), near(deceive, impersonate, 12)],
  malware: [near(malwareVerb, malware, 6)],
};

/** The policy categories a text violates (empty: acceptable). */
export function policyViolations(...texts: (string | undefined)[]): PolicyCategory[] {
  const normalised = texts.filter(Boolean).map((t) => normalise(t!)).join(' . ');
  return (Object.keys(rules) as PolicyCategory[]).filter((category) =>
    rules[category].some((rule) => (typeof rule === 'function' ? rule(normalised) : rule.test(normalised))),
  );
}
