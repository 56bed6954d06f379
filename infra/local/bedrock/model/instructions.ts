import { compiled } from './compiled-regex';
/**
 * How people phrase refine instructions: one entry per idea (rename, correct oneself, change the
 * audience, lift a rule, mention something in the greeting, take something out of the summary)
 * with its words in English, French, Spanish, German, Portuguese and Italian, and the readers that
 * find the idea and its object in an instruction. Applying an instruction is refine.ts's job.
 *
 * Words are written accent-folded and lower case; they match a folded copy of the instruction
 * that keeps every character's position, so what a reader extracts is cut from the instruction
 * itself, in the developer's spelling. A word ending in `*` matches as a prefix.
 */

/** Lower case and accents removed, one character for one character: indexes stay valid in the original. */
export function fold(text: string): string {
  let out = '';
  for (const c of text) {
    const base = c
      .normalize('NFD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase();
    out += base.length === c.length ? base : c.toLowerCase().length === c.length ? c.toLowerCase() : c;
  }
  return out.replace(/[’‘]/g, "'");
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A pattern for any of the words as whole words ("x*" a prefix, spaces any run of spaces or apostrophes). */
export const alternation = (list: readonly string[]) =>
  [...list]
    .sort((a, b) => b.length - a.length)
    .map((w) => escape(w).replace(/\\\*/g, '[\\p{L}-]*').replace(/ /g, "[\\s'-]+"))
    .join('|');
/** A regular expression for any of the words as whole words. */
export const wordsRegex = (list: readonly string[], flags = 'u') => compiled(`(?<![\\p{L}\\p{N}])(?:${alternation(list)})(?![\\p{L}\\p{N}])`, flags);

/** The words of each idea, all six languages together (an instruction may mix them). */
export const instructionWords = {
  /** The field itself: a proposal's name. */
  name: ['name', 'names', 'nom', 'prenom', 'nombre', 'namen', 'nome'],
  /** Verbs that give a name. */
  call: [
    'call',
    'calls',
    'called',
    'calling',
    'go by',
    'goes by',
    'known as',
    'rename*',
    'rebrand*',
    'appel*',
    'appell*',
    'baptise*',
    'rebaptise*',
    'renomme*',
    'nomme-le',
    'nomme-la',
    'llam*',
    'bautiza*',
    'rebautiza*',
    'renombra*',
    'ponle',
    'ponerle',
    'nenn*',
    'heiss*',
    'heiß*',
    'taufe',
    'umbenenn*',
    'benenn*',
    'chama*',
    'chame*',
    'chamar*',
    'batiza*',
    'renomei*',
    'chiam*',
    'battezza*',
    'rinomina*',
  ],
  /** A clause that opens with one of these takes back what came just before ("…actually, call it Zip"). */
  correction: [
    'actually',
    'no wait',
    'wait',
    'on second thought',
    'on second thoughts',
    'scratch that',
    'make that',
    'or rather',
    'rather',
    'better',
    'no',
    'instead',
    'en fait',
    'non',
    'plutot',
    'ou plutot',
    'finalement',
    'tout compte fait',
    'mieux',
    'mejor',
    'o mejor',
    'mejor dicho',
    'en realidad',
    'pensandolo bien',
    'nein',
    'doch',
    'doch lieber',
    'lieber',
    'eigentlich',
    'besser',
    'oder besser',
    'oder lieber',
    'nao',
    'melhor',
    'ou melhor',
    'na verdade',
    'pensando bem',
    'anzi',
    'meglio',
    'o meglio',
    'invece',
    'in realta',
    'pensandoci bene',
  ],
  /** Correction words that count only when punctuation follows ("No, …" but not "No need for…"). */
  correctionNeedsPause: [
    'no',
    'non',
    'nein',
    'nao',
    'wait',
    'rather',
    'better',
    'mejor',
    'melhor',
    'meglio',
    'lieber',
    'doch',
    'anzi',
    'invece',
    'plutot',
    'instead',
    'mieux',
    'besser',
  ],
  /** The greeting. */
  greeting: [
    'greeting',
    'greetings',
    'welcome message',
    'welcome text',
    'welcome line',
    'opening line',
    'opening message',
    'first message',
    'intro message',
    'hello message',
    'salutation',
    'says hello',
    'say hello',
    'greet',
    'greets',
    'accueil',
    'message d accueil',
    'message de bienvenue',
    'mot d accueil',
    'salutation',
    'saludo',
    'saludo inicial',
    'mensaje de bienvenida',
    'bienvenida',
    'begrussung*',
    'begrußung*',
    'begruessung*',
    'willkommensnachricht',
    'willkommenstext',
    'gruss',
    'gruß',
    'grussformel',
    'grußformel',
    'eroffnung',
    'saudacao',
    'mensagem de boas-vindas',
    'boas-vindas',
    'mensagem inicial',
    'cumprimento',
    'saluto',
    'saluto iniziale',
    'messaggio di benvenuto',
    'benvenuto',
    'messaggio iniziale',
  ],
  summary: [
    'summary',
    'description',
    'blurb',
    'resume',
    'resumen',
    'descripcion',
    'zusammenfassung',
    'beschreibung',
    'kurzbeschreibung',
    'resumo',
    'descricao',
    'riassunto',
    'descrizione',
    'sommario',
  ],
  /** Verbs that ask a text to mention something. */
  mention: [
    'mention*',
    'reference*',
    'add that',
    'say that',
    'talk* about',
    'speak* about',
    'bring* up',
    'refer* to',
    'point* out',
    'put',
    'insert',
    'work in',
    'slip in',
    'add',
    'refer to',
    'bring up',
    'talk about',
    'speak about',
    'say something about',
    'point out',
    'highlight',
    'include',
    'feature',
    'tell them about',
    'tell people about',
    'tell users about',
    'note',
    'mentionne*',
    'ajoute que',
    'ajoute qu',
    'mets',
    'ajoute',
    'insere',
    'parle de',
    'parle du',
    'parle des',
    'parler de',
    'parler du',
    'evoque*',
    'cite*',
    'inclu*',
    'signale*',
    'fasse reference a',
    'fais reference a',
    'menciona*',
    'mencione*',
    'anade que',
    'agrega que',
    'pon',
    'anade',
    'agrega',
    'inserta',
    'habla de',
    'hablara de',
    'hablase de',
    'habla del',
    'hable de',
    'hable del',
    'hablar de',
    'cita*',
    'incluya*',
    'incluir',
    'incluye',
    'haga referencia a',
    'nombre a',
    'destaque',
    'erwahn*',
    'erwähn*',
    'erwaehn*',
    'fug* ein',
    'einbau*',
    'bau* ein',
    'hinweis*',
    'weist auf',
    'nennen',
    'nennt',
    'ansprechen',
    'spricht uber',
    'sprechen uber',
    'thematisier*',
    'enthalt*',
    'enthalten',
    'mencion*',
    'ponha',
    'coloque',
    'adicione',
    'fale de',
    'fale do',
    'fale da',
    'fale sobre',
    'falar de',
    'falar sobre',
    'cite',
    'citar',
    'inclua',
    'refira*',
    'destaque',
    'menziona*',
    'menzioni',
    'nomina*',
    'nomini',
    'metti',
    'aggiungi',
    'inserisci',
    'parla di',
    'parla del',
    'parla della',
    'parla dei',
    'parlare di',
    'citi',
    'citare',
    'includa',
    'includere',
    'accenna*',
    'faccia riferimento a',
    'nomini',
  ],
  /** Verbs that say something should be in a text, the thing as their subject ("the Crown Jewels should appear in the greeting"). */
  appear: [
    'appear',
    'appears',
    'show up',
    'shows up',
    'feature',
    'be included',
    'be in there',
    'come up',
    'apparaitre',
    'apparaisse',
    'figurer',
    'figure',
    'y figurer',
    'aparecer',
    'aparezca',
    'salir',
    'salga',
    'figurar',
    'vorkommen',
    'vorkommt',
    'auftauchen',
    'auftaucht',
    'erscheinen',
    'erscheint',
    'stehen',
    'drinstehen',
    'enthalten sein',
    'aparecer',
    'apareca',
    'constar',
    'conste',
    'comparire',
    'compaia',
    'apparire',
    'appaia',
    'esserci',
    'figurare',
  ],
  /** Verbs that take something away from a field. */
  remove: [
    'remove',
    'drop',
    'delete',
    'take out',
    'take away',
    'take off',
    'off the list',
    'no more',
    'stop talking about',
    'stop covering',
    'stop discussing',
    'leave out',
    'cut',
    'strip',
    'scrap',
    'ditch',
    'lose',
    'lift',
    'get rid of',
    'do away with',
    'erase',
    'forget',
    'forget about',
    'strike',
    'supprime*',
    'enleve*',
    'retire*',
    'oublie*',
    'raye',
    'leve*',
    'ote',
    'quita*',
    'elimina*',
    'borra*',
    'suprime*',
    'olvida*',
    'saca*',
    'entfern*',
    'streich*',
    'losch*',
    'vergiss',
    'vergesst',
    'nimm',
    'raus',
    'heraus',
    'weg',
    'tira',
    'tire',
    'tirar',
    'remova',
    'remover',
    'retira*',
    'apaga*',
    'elimine',
    'esquece*',
    'esqueca*',
    'togli*',
    'elimina',
    'rimuovi',
    'cancella*',
    'dimentica*',
    'leva*',
  ],
  /** A rule is no longer wanted, without a removal verb ("no need for the word limit", "kann weg"). */
  noLongerNeeded: [
    'no need for',
    'not needed',
    'no longer useful',
    'not useful anymore',
    'isn t useful',
    'n est plus utile',
    'ne sert plus',
    'ya no es util',
    'nicht mehr sinnvoll',
    'nao e mais util',
    'nao serve mais',
    'non e piu utile',
    'isn t needed',
    'is not needed',
    'isn t necessary',
    'is not necessary',
    'can be removed',
    'can be dropped',
    'can be deleted',
    'may go',
    'can disappear',
    'no longer needed',
    'dont need',
    'do not need',
    'no longer need',
    'can go',
    'has to go',
    'not necessary',
    'unnecessary',
    'plus besoin',
    'pas besoin',
    'peut partir',
    'peut sauter',
    'peut disparaitre',
    'peut etre supprime*',
    'n a plus besoin',
    'n est plus necessaire',
    'inutile',
    'ya no hace falta',
    'no hace falta',
    'puede irse',
    'puede salir',
    'puede desaparecer',
    'se puede quitar',
    'sobra*',
    'ya no es necesari*',
    'sobra',
    'ya no necesit*',
    'kann weg',
    'darf weg',
    'kann raus',
    'kann entfallen',
    'brauchen wir nicht mehr',
    'braucht es nicht mehr',
    'nicht mehr notig',
    'nicht mehr noetig',
    'fallt weg',
    'entfallt',
    'nao precisa mais',
    'ja nao e preciso',
    'pode sair',
    'pode ir embora',
    'pode desaparecer',
    'pode ser removid*',
    'nao e mais necessari*',
    'ja nao precisa',
    'non serve piu',
    'non e piu necessari*',
    'puo sparire',
    'puo saltare',
    'puo andare',
    'si puo togliere',
    'non serve',
    'non ci serve piu',
  ],
  /** Words for a rule of the proposal. */
  rule: [
    'rule',
    'rules',
    'boundary',
    'boundaries',
    'limit',
    'limits',
    'restriction',
    'restrictions',
    'ban',
    'prohibition',
    'constraint',
    'constraints',
    'policy',
    'guardrail',
    'guardrails',
    'regle',
    'regles',
    'limite',
    'limites',
    'interdiction',
    'restriction',
    'contrainte',
    'regla',
    'reglas',
    'restriccion',
    'restricciones',
    'prohibicion',
    'norma',
    'regel',
    'regeln',
    'grenze',
    'grenzen',
    'verbot',
    'einschrankung',
    'beschrankung',
    'limit',
    'vorgabe',
    'regra',
    'regras',
    'restricao',
    'proibicao',
    'regola',
    'regole',
    'divieto',
    'restrizione',
    'vincolo',
  ],
  /** Keep something as it is. */
  keep: [
    'keep',
    'retain',
    'leave',
    'preserve',
    'garde',
    'conserve',
    'maintiens',
    'laisse',
    'manten',
    'mantén',
    'conserva',
    'deja',
    'behalte',
    'lass',
    'mantenha',
    'mantem',
    'deixe',
    'mantieni',
    'lascia',
  ],
  /** A personality may now do what a rule forbade ("it can talk about prices now"). */
  permission: [
    'it can',
    'it may',
    'it could',
    'she can',
    'he can',
    'she may',
    'he may',
    'can now',
    'may now',
    'is allowed to',
    'are allowed to',
    'allowed to',
    'allow it to',
    'allow',
    'let it',
    'let her',
    'let him',
    'its fine to',
    'it s fine to',
    'fine to',
    'ok to',
    'okay to',
    'alright to',
    'feel free to',
    'free to',
    'permit*',
    'il peut',
    'elle peut',
    'peut desormais',
    'peut maintenant',
    'a le droit de',
    'autorise*',
    'laisse-le',
    'laisse-la',
    'permets-lui de',
    'peut',
    'ya puede',
    'puede',
    'pueden',
    'se permite',
    'dejale',
    'dejalo',
    'permitele',
    'tiene permiso para',
    'esta permitido',
    'darf',
    'durfen',
    'dürfen',
    'erlaub*',
    'lass ihn',
    'lass sie',
    'kann jetzt',
    'kann ab jetzt',
    'pode',
    'ja pode',
    'podem',
    'deixe-o',
    'deixe-a',
    'permita*',
    'esta liberad*',
    'tem permissao',
    'puo',
    'può',
    'ora puo',
    'possono',
    'lascialo',
    'lasciala',
    'permettigli',
    'permettile',
    'e permesso',
  ],
  /** Negations that turn a permission into a rule ("it can't…", "darf nicht…"). */
  negation: [
    'not',
    'never',
    'no',
    'cannot',
    'cant',
    'can t',
    'don t',
    'dont',
    'ne',
    'pas',
    'jamais',
    'nunca',
    'no',
    'jamas',
    'nicht',
    'nie',
    'niemals',
    'kein',
    'keine',
    'nao',
    'non',
    'mai',
    'shouldn t',
    'shouldnt',
    'mustn t',
  ],
  /** "…anymore": a rule the developer no longer wants ("it shouldn't correct mistakes anymore"). */
  anymore: ['anymore', 'any more', 'no longer', 'plus', 'ya no', 'nicht mehr', 'kein mehr', 'keine mehr', 'nao mais', 'mais', 'piu', 'non piu'],
  /** Words that only say "from now on". */
  fromNow: [
    'now',
    'from now on',
    'going forward',
    'anymore',
    'desormais',
    'maintenant',
    'a partir de maintenant',
    'dorenavant',
    'ahora',
    'a partir de ahora',
    'de ahora en adelante',
    'ya',
    'jetzt',
    'ab jetzt',
    'nun',
    'ab sofort',
    'kunftig',
    'agora',
    'a partir de agora',
    'de agora em diante',
    'ja',
    'ora',
    'adesso',
    'd ora in poi',
    'da ora',
    'd ora in avanti',
    'auch',
    'also',
    'too',
    'aussi',
    'tambien',
    'tambem',
    'anche',
    'ab',
    'on',
  ],
};

/** Who a personality is for: the phrases that introduce a new audience. */
const audienceIntro = [
  // English
  String.raw`(?:aimed|targeted|geared|directed|pitched)\s+(?:at|to|towards?)`,
  String.raw`(?:re)?target(?:ed)?(?:\s+(?:it|this|her|him))?\s+(?:at|to|towards?|for)`,
  String.raw`(?:intended|designed|meant|made|built|tailored|suitable|written|adapted)\s+(?:for|to)`,
  String.raw`(?:target\s+)?audience(?:\s+change)?\s*(?:is|are|should be|to|becomes|:)`,
  String.raw`(?:change|switch|set|move)\s+(?:the\s+)?(?:target\s+)?(?:audience|users)\s+(?:to|for)`,
  String.raw`users\s+are`,
  String.raw`(?:it|this|she|he)(?:'s|\s+is|\s+should\s+be|\s+will\s+be|\s+must\s+be)(?:\s+(?:now|actually|really|instead|rather|mainly|only))*\s+for`,
  String.raw`(?:make|turn|rewrite|write|adapt|change)\s+(?:it|this|her|him|the\s+summary)\s+for`,
  String.raw`^(?:now\s+)?for`,
  String.raw`(?:should\s+|must\s+)?work\s+for`,
  String.raw`(?:now|instead)\s+for`,
  // French
  String.raw`(?:c'est|il\s+est|elle\s+est)(?:\s+(?:maintenant|desormais|en\s+fait|plutot|surtout))*\s+(?:pour|destinee?s?\s+(?:a|aux))`,
  String.raw`destinee?s?\s+(?:a|aux)`,
  String.raw`s'adresse(?:ra)?(?:\s+(?:maintenant|desormais|plutot))*\s+(?:a|aux)`,
  String.raw`(?:pensee?|concue?|adaptee?|ecrite?)\s+pour`,
  String.raw`(?:le\s+)?public(?:\s+cible)?\s*(?:est|sera|devient|:)`,
  String.raw`(?:change|remplace)\s+le\s+public\s+(?:par|pour|en)`,
  String.raw`(?:maintenant|desormais)\s+pour`,
  String.raw`(?:fais|rends)-(?:le|la)\s+pour`,
  // Spanish
  String.raw`(?:dirigid|orientad|destinad|enfocad|pensad)[oa]s?\s+(?:a|al|hacia|para)`,
  String.raw`(?:el\s+)?publico(?:\s+objetivo)?\s*(?:es|son|sera|:)`,
  String.raw`ahora(?:\s+(?:es|sera))?\s+para`,
  String.raw`que\s+sea\s+para`,
  String.raw`hazl[oa]\s+para`,
  String.raw`cambia\s+el\s+publico\s+(?:a|por)`,
  // German
  String.raw`(?:jetzt|nun|ab\s+jetzt|eher|lieber|stattdessen)(?:\s+(?:eher|lieber|nur))?\s+fur`,
  String.raw`gedacht\s+fur`,
  String.raw`richtet\s+sich(?:\s+(?:jetzt|nun|eher|ab\s+jetzt))*\s+an`,
  String.raw`zielgruppe(?:\s+(?:ist|sind|sollen|soll|wird|werden))?\s*:?`,
  String.raw`(?:ist|sind|soll|wird)(?:\s+(?:jetzt|nun|eher|ab\s+jetzt|lieber))*\s+fur`,
  String.raw`mach\s+(?:es|ihn|sie)\s+fur`,
  String.raw`(?:andere|wechsle)\s+die\s+zielgruppe\s+(?:auf|zu|in)`,
  // Portuguese
  String.raw`(?:voltad|destinad|dirigid|pensad|direcionad)[oa]s?\s+(?:para|a|ao|aos|as)`,
  String.raw`(?:o\s+)?publico(?:-alvo)?\s*(?:e|sao|sera|passa\s+a\s+ser|:)`,
  String.raw`agora(?:\s+(?:e|sera))?\s+para`,
  String.raw`faca-?(?:o|a)?\s+para`,
  String.raw`muda\s+o\s+publico\s+para`,
  // Italian
  String.raw`(?:rivolt|pensat|destinat|indirizzat|dedicat)[oaie]\s+(?:a|ai|agli|alle|al|allo|per)`,
  String.raw`(?:il\s+)?pubblico\s*(?:e|sono|sara|diventa|:)`,
  String.raw`ora(?:\s+(?:e|sara))?\s+per`,
  String.raw`fall[oa]\s+per`,
  String.raw`cambia\s+il\s+pubblico\s+(?:a|in|con)`,
];
const audienceRegex = compiled(`(?<![\\p{L}])(?:${audienceIntro.join('|')})(?![\\p{L}])\\s*`, 'u');
// What may follow the new audience without being part of it.
const audienceTail = String.raw`(?:\s*,?\s*(?:instead|now|too|as\s+well|also|only|anymore|aussi|maintenant|desormais|plutot|tambien|ahora|auch|jetzt|nun|gedacht|sein|stattdessen|tambem|agora|anche|ora|adesso|invece)\b)+\s*[.!?]*$`;
const replacedAudience =
  /\s*,?\s*(?:\bnot\b|\binstead\s+of\b|\brather\s+than\b|\bau\s+lieu\s+d[eu']|\bplutot\s+que\b|\ben\s+lugar\s+de\b|\ben\s+vez\s+de\b|\bno\s+(?:para|a|al)\b|\bnao\s+(?:para|a|ao|aos)\b|\bnon\s+(?:a|ai|agli|alle)\b|\bpas\s+(?:pour|aux?)\b|\bstatt\b|\banstatt\b|\banstelle\s+von\b|\bnicht\s+(?:mehr\s+)?(?:fur|an)\b|\bem\s+vez\s+de\b|\bao\s+inves\s+de\b|\binvece\s+(?:di|che)\b|\banziche\b|\bnon\s+piu\b|\bnon\s+per\b|\bet\s+non\b|\bpas\s+pour\b)\s*(.*)$/u;
const addingAudience = /\b(?:too|as\s+well|also|aussi|egalement|tambien|auch|tambem|anche|pure)\b/u;

/** A new audience: "make it for teenagers", "ahora va dirigida a profesores", "jetzt eher für Senioren". */
export function readAudience(clause: string): { who: string; adding: boolean; instead?: string } | undefined {
  const folded = fold(clause);
  const m = audienceRegex.exec(folded);
  if (!m) return undefined;
  let start = m.index + m[0].length;
  let rest = folded.slice(start);
  // Leading articles of the new audience stay ("aux lycéens" → "lycéens" reads badly; "des enfants" is kept).
  const lead = /^(?:the|aux?|ai|agli|alle|al|a\s+los|a\s+las|as|aos)\s+/u.exec(rest);
  if (lead && /^(?:aux?|ai|agli|alle|al|a\s+los|a\s+las|as|aos)\s/u.test(lead[0])) start += lead[0].length;
  rest = folded.slice(start);
  let end = folded.length;
  const instead = replacedAudience.exec(rest);
  if (instead) end = start + instead.index;
  const tail = compiled(audienceTail, 'u').exec(folded.slice(start, end));
  if (tail) end = start + tail.index;
  // German puts the participle last: "für Studierende gedacht", "soll für Senioren sein".
  const verbLast = /\s+(?:gedacht|sein|werden|geeignet)\s*[.!?]*$/u.exec(folded.slice(start, end));
  if (verbLast) end = start + verbLast.index;
  const who = clause
    .slice(start, end)
    .replace(/[.!?;:,\s]+$/u, '')
    .trim();
  // "It's for a hotel bar now": a place or an occasion, not people.
  if (/^(?:a|an)\s/iu.test(who)) return undefined;
  if (!/\p{L}{3}/u.test(who) || who.split(/\s+/).length > 12) return undefined;
  return {
    who,
    adding: addingAudience.test(folded.slice(end)) || /\btoo\b/u.test(folded),
    instead: instead?.[1]?.replace(/[.!?\s]+$/u, '')
      ? clause
          .slice(start + instead.index)
          .replace(replacedAudience, '$1')
          .replace(/[.!?\s]+$/u, '') || undefined
      : undefined,
  };
}

/** Whether an instruction opens with a correction of what was said before ("Actually, …", "Non, plutôt…"), and what is left. */
export function readCorrection(clause: string): string | undefined {
  const folded = fold(clause);
  const needsPause = new Set(instructionWords.correctionNeedsPause);
  const words = [...instructionWords.correction].sort((a, b) => b.length - a.length);
  let at = 0;
  let found = false;
  for (let again = true; again;) {
    again = false;
    const rest = folded.slice(at);
    for (const w of words) {
      const m = compiled(`^\\s*${escape(w).replace(/ /g, '\\s+')}(?![\\p{L}])(\\s*[,:;!—–-]+)?\\s*`, 'u').exec(rest);
      if (!m || (needsPause.has(w) && !m[1] && !/^\s*\p{Lu}/u.test(clause.slice(at + m[0].length)) && !found)) continue;
      at += m[0].length;
      found = again = true;
      break;
    }
  }
  return found ? clause.slice(at).trim() : undefined;
}

const quotedName = /["“«„]([^"”»“]{1,60})["”»“]|(?:^|[\s(:])['‘]([^'’]{1,60})['’](?=[\s.,!?;:)]|$)/u;
const nameRun = /\p{Lu}[\p{L}\p{N}'’-]*\.?(?:[ \t]+(?:&[ \t]+)?(?:\p{Lu}[\p{L}\p{N}'’-]*|\d+))*/gu;
// Capitalised words in an instruction that are not a name: pronouns, articles, the field's own words, generic roles.
const notAName = new Set(
  "i i'd i'm it its it's let let's the a an name names new use give call rename change make swap set from now ok okay please actually also and but er sie es ihn ihm ihr il elle son sa le la les lo el los las se o os um uma a ab jetzt nun nein doch non no não nao no yes name namen nom nombre nome bot assistant assistent assistente asistente agent helper guide coach tutor d'ora ora dê de du del der die das den dem ein eine un une una uno je j'aime quiero voglio ich wir we you your my our".split(
    ' ',
  ),
);

/** The name a rename gives, or undefined: "Let's go with Captain Brass as the name", "Er soll Brösel heißen". */
export function readRename(clause: string, currentName: string): { to: string } | { avoid: string } | undefined {
  const folded = fold(clause);
  const intent = wordsRegex([...instructionWords.call, ...instructionWords.name], 'gu');
  // "Let it call Zendesk" calls a service: the English verb names only with an object ("call it X").
  const mark = [...folded.matchAll(intent)].find(
    (m) =>
      !/^call(?:s|ing)?$/u.test(m[0]) ||
      /^\s+(?:it|her|him|them|this|that|the\s+\p{L}+|our\s+\p{L}+|my\s+\p{L}+)(?![\p{L}])/u.test(folded.slice(m.index + m[0].length)),
  );
  if (!mark) return undefined;
  const negated = wordsRegex(['don t', 'dont', 'do not', 'not', 'never', 'no longer', 'ne', 'pas', 'no', 'nicht', 'nao', 'non', 'stop']).test(
    folded.slice(0, mark.index),
  );
  const quoted = quotedName.exec(clause);
  let candidate = quoted ? (quoted[1] ?? quoted[2])!.trim() : undefined;
  if (!candidate) {
    const runs: { text: string; at: number }[] = [];
    for (const m of clause.matchAll(nameRun)) {
      const words = m[0].split(/[ \t]+/);
      // Leading words that are instruction words, pronouns or the field's name are not part of the name.
      let skip = 0;
      while (
        skip < words.length &&
        (notAName.has(fold(words[skip]!).replace(/[.,]$/, '')) ||
          (m.index === 0 && skip === 0 && words.length > 1) ||
          /-(?:le|la|lo|o|a|ihn|me)$/i.test(words[skip]!))
      )
        skip++;
      const kept = words.slice(skip).filter((w) => w !== '&' || skip === 0);
      if (kept.length === 0) continue;
      const at = m.index + m[0].indexOf(kept[0]!);
      // A single word that opens the instruction is a name only when the instruction says so ("Paloma is the new name").
      if (at === 0 && !/^\s*(?:is|as|would|will|sounds|should|est|sera|es|ist|e|sara|wird|seria|serait)\b/u.test(folded.slice(kept.join(' ').length))) continue;
      runs.push({ text: kept.join(' ').replace(/[.,!?;:]+$/, ''), at });
    }
    // "…and keep calling it Ashfall": the current name, kept, against any other.
    const keeping = /(?:keep|still|garde|sigue|behalte|weiter|continua|mantem|mantén|manten)\p{L}*\s+(?:\p{L}+\s+)?$/u.test(folded.slice(0, mark.index));
    const candidates = runs.filter((r) => r.text !== currentName || negated || keeping);
    const after = candidates.find((r) => r.at > mark.index) ?? candidates.at(-1);
    candidate = after?.text;
    // "Stop calling it Grimdark; Lantern is better": the other name is the new one.
    const other = negated ? candidates.find((r) => r !== after && r.text !== currentName) : undefined;
    if (other) return { to: other.text };
  }
  // "call it pixel": a lower-case name, only as the last word after an explicit naming verb.
  const lower = candidate
    ? undefined
    : /(?:call|name|rename|appelle|llama|nenn|chama|chiama)\p{L}*(?:[\s-]+(?:it|her|him|them|le|la|lo|ihn|sie|es|o|a))?\s+(?:to\s+|en\s+|in\s+|de\s+)?(\p{Ll}[\p{L}\p{N}'-]{2,})[.!]?$/u.exec(
        clause,
      );
  if (lower && !/^(?:quits|something|anything|that|this|again|back|instead|whatever|differently|otherwise)$/u.test(lower[1]!)) candidate = lower[1];
  if (!candidate || candidate.length > 80) return undefined;
  if (negated) return { avoid: candidate };
  return { to: candidate };
}

// "Cork doesn't need to be in the summary": something a text can do without.
const notNeededIn = [
  'doesn t need to be',
  'does not need to be',
  'don t need to be',
  'need not be',
  'n a pas besoin d etre',
  'n a pas a etre',
  'no tiene que estar',
  'no hace falta que este',
  'muss nicht',
  'braucht nicht',
  'nao precisa estar',
  'nao precisa ficar',
  'non deve stare',
  'non serve che sia',
];

/** Whether an instruction asks a field to stop mentioning something, and what: "Take Leeds out of the summary". */
export function readRemoval(clause: string, fieldWords: readonly string[]): string | undefined {
  const folded = fold(clause);
  const removing = wordsRegex([...instructionWords.remove, ...notNeededIn, 'take', 'out of', 'hors', 'fuera', 'fuori', 'raus']).exec(folded);
  const negMention = compiled(
    `(?:${alternation(['shouldn t', 'should not', 'must not', 'mustn t', 'doesn t', 'does not', 'don t', 'do not', 'no longer', 'never', 'ne doit plus', 'ne doit pas', 'ne plus', 'no debe', 'no tiene que', 'ya no', 'nicht mehr', 'soll nicht', 'darf nicht', 'nao deve', 'nao pode', 'nao', 'non deve', 'non', 'no', 'nicht', 'ne'])})\\s+(?:\\p{L}+\\s+){0,3}?(?:${alternation([...instructionWords.mention, 'say', 'says', 'contain', 'contains', 'talk', 'dire', 'parler', 'decir', 'hablar', 'sagen', 'dizer', 'falar', 'dire', 'parlare', ...instructionWords.appear])})(?![\\p{L}])`,
    'u',
  ).exec(folded);
  if (!removing && !negMention) return undefined;
  const quoted = quotedName.exec(clause);
  if (quoted) return (quoted[1] ?? quoted[2])!.trim();
  // What is left once the verbs, the field and the filler are taken out is the thing to remove.
  const filler = [
    ...instructionWords.remove,
    ...instructionWords.mention,
    ...instructionWords.appear,
    ...notNeededIn,
    ...fieldWords,
    'to be',
    'take',
    'say',
    'says',
    'contain',
    'contains',
    'talk',
    'dire',
    'parler',
    'decir',
    'hablar',
    'sagen',
    'dizer',
    'falar',
    'parlare',
    'd',
    'l',
    'qu',
    'leave',
    'the bit about',
    'the part about',
    'the bit',
    'the part',
    'the mention of',
    'any mention of',
    'mention of',
    'the reference to',
    'the word',
    'the words',
    'the name',
    'la partie sur',
    'la mention de',
    'le passage sur',
    'le mot',
    'lo de',
    'la parte de',
    'la mencion de',
    'la palabra',
    'den teil uber',
    'das wort',
    'die erwahnung',
    'a parte sobre',
    'a parte de',
    'a palavra',
    'la parte su',
    'la parola',
    'il riferimento a',
    'make sure',
    'please',
    'should',
    'must',
    'shouldn t',
    'should not',
    'must not',
    'doesn t',
    'does not',
    'don t',
    'do not',
    'no longer',
    'anymore',
    'never',
    'not',
    'ne doit plus',
    'ne doit pas',
    'doit',
    'plus',
    'pas',
    'ne',
    'n',
    'no debe',
    'debe',
    'ya no',
    'no',
    'soll',
    'sollte',
    'nicht mehr',
    'nicht',
    'darf',
    'nao deve',
    'deve',
    'nao',
    'mais',
    'non deve',
    'non',
    'piu',
    'from',
    'out of',
    'out',
    'in',
    'of',
    'about',
    'du',
    'de',
    'des',
    'dans',
    'sur',
    'del',
    'en',
    'sobre',
    'aus',
    'der',
    'dem',
    'uber',
    'do',
    'da',
    'no',
    'na',
    'dal',
    'dalla',
    'nel',
    'nella',
    'su',
    'it',
    'that',
    'on',
    'the',
    'le',
    'la',
    'les',
    'l',
    'el',
    'los',
    'las',
    'die',
    'das',
    'den',
    'o',
    'a',
    'os',
    'as',
    'il',
    'lo',
    'i',
    'gli',
    'ihn',
    'sie',
    'es',
    'er',
    'y',
    'and',
    'et',
    'und',
    'e',
  ];
  let thing = clause.replace(/[.!?]+$/, '');
  for (let before = ''; before !== thing;) {
    before = thing;
    const f = fold(thing);
    const lead = compiled(`^(?:${alternation(filler)})(?![\\p{L}\\p{N}])[\\s,:'-]*`, 'u').exec(f);
    if (lead) thing = thing.slice(lead[0].length);
    const f2 = fold(thing);
    const trail = compiled(`[\\s,:'-]+(?:${alternation(filler)})[\\s.!?]*$`, 'u').exec(f2);
    if (trail) thing = thing.slice(0, trail.index);
    // A field word in the middle ("Enlève Montréal du résumé"): cut there.
    const middle = compiled(
      `\\s+(?:${alternation(['from', 'out of', 'in', 'du', 'de', 'des', 'del', 'dal', 'dalla', 'aus', 'do', 'da', 'nel', 'dans', 'en', 'im', 'in der'])})\\s+(?:the\\s+|le\\s+|la\\s+|el\\s+|der\\s+|o\\s+|il\\s+)?(?:${alternation(fieldWords)})(?![\\p{L}]).*$`,
      'u',
    ).exec(fold(thing));
    if (middle) thing = thing.slice(0, middle.index);
  }
  thing = thing.trim();
  return /\p{L}{2}/u.test(thing) ? thing : undefined;
}

/** The thing an instruction asks a text to mention: "bring up the weekly code review", "die Regenzeit erwähnen". */
export function readMention(clause: string, fieldWords: readonly string[]): string | undefined {
  const folded = fold(clause);
  const quoted = quotedName.exec(clause);
  // "Add to the greeting that all poems stay private": what follows "that" is the news.
  const addThat = /(?<![\p{L}])(?:add|ajoute|anade|agrega|fuge|adicione|adiciona|aggiungi)(?![\p{L}]).*?(?<![\p{L}])(?:that|que|qu'|dass|che)(?![\p{L}])/u.exec(
    folded,
  );
  if (addThat) return clause.slice(addThat.index + addThat[0].lastIndexOf(/(?:that|que|qu'|dass|che)$/u.exec(addThat[0])![0])).replace(/[.!?\s]+$/u, '');
  const verb = wordsRegex(instructionWords.mention).exec(folded);
  const appears = verb ? undefined : wordsRegex(instructionWords.appear).exec(folded);
  if (appears) return subjectOf(clause, appears, fieldWords);
  if (!verb) return undefined;
  if (quoted && /\b(?:word|mot|palabra|wort|palavra|parola|name|nom|nombre|nome)\b/u.test(folded)) return (quoted[1] ?? quoted[2])!.trim();
  const field = `(?:${alternation(fieldWords)})`;
  const strip = (t: string) =>
    t
      .replace(
        compiled(
          `^(?:(?:in|into|to|on|dans|en|in|im|na|no|nel|nella|au|the|le|la|el|der|die|das|den|o|a|il|lo|de|du|des|of|about|sobre|uber|auf|di|del|della|do|da)\\s+)*`,
          'u',
        ),
        '',
      )
      .trim();
  // Verb first ("mention the gift shop", "parle de l'escalier"), or last as in German ("soll die Regenzeit erwähnen").
  let start = verb.index + verb[0].length;
  let end = folded.length;
  const afterVerb = folded.slice(start).replace(/[.!?\s]+$/u, '');
  if (!/\p{L}{2}/u.test(afterVerb.replace(compiled(`(?:in|im|dans|en|na|nel)?\\s*(?:the|le|la|el|der|die|o|il)?\\s*${field}`, 'u'), ''))) {
    const modal = /(?<![\p{L}])(?:soll|sollte|muss|musste|moge|kann|should|must|deve|debe|doit|dovrebbe)\s+/u.exec(folded);
    if (!modal || modal.index > verb.index) return undefined;
    start = modal.index + modal[0].length;
    end = verb.index;
  }
  let thing = clause.slice(start, end);
  // The field and its preposition are not the thing ("in the greeting", "nel messaggio di benvenuto").
  const fieldAt = compiled(
    `\\s*(?:,\\s*)?(?:(?:in|into|to|on|dans|en|im|in\\s+der|na|no|nel|nella|au)\\s+)?(?:(?:the|its|le|la|el|der|die|das|o|a|il|lo)\\s+)?${field}(?![\\p{L}])`,
    'u',
  ).exec(fold(thing));
  if (fieldAt) thing = thing.slice(0, fieldAt.index) + thing.slice(fieldAt.index + fieldAt[0].length);
  const folded2 = fold(thing);
  const lead = /^(?:\s*(?:about|of|de|du|des|sobre|uber|über|auf|di|del|della|dei|do|da|dos|das|to|a)\s+)+/u.exec(folded2);
  if (lead) thing = thing.slice(lead[0].length);
  thing = strip(thing.replace(/[.!?]+$/u, '').trim()) === thing.trim() ? thing.trim() : thing.trim();
  thing = thing.replace(/[.!?,;\s]+$/u, '');
  return /\p{L}{2}/u.test(thing) ? thing : undefined;
}

/** "In der Begrüßung soll das Einmaleins vorkommen": the clause without its verb, modal and field is the thing. */
function subjectOf(clause: string, verb: RegExpExecArray, fieldWords: readonly string[]): string | undefined {
  let thing = clause.slice(0, verb.index) + clause.slice(verb.index + verb[0].length);
  const field = compiled(
    `(?:(?:in|into|on|dans|en|im|in\\s+der|na|no|nel|nella|au)\\s+)?(?:(?:the|its|le|la|el|der|die|das|o|a|il|lo)\\s+)?(?:${alternation(fieldWords)})(?![\\p{L}])`,
    'u',
  ).exec(fold(thing));
  if (field) thing = thing.slice(0, field.index) + thing.slice(field.index + field[0].length);
  const modal =
    /(?<![\p{L}])(?:should|must|has\s+to|needs\s+to|doit|devrait|debe|deberia|tiene\s+que|soll|sollte|muss|deve|devia|tem\s+de|tem\s+que|dovrebbe)(?![\p{L}])/u.exec(
      fold(thing),
    );
  if (modal) thing = thing.slice(0, modal.index) + thing.slice(modal.index + modal[0].length);
  thing = thing.replace(/\s+/g, ' ').replace(/^[\s,]+|[\s,.!?]+$/g, '');
  return /\p{L}{2}/u.test(thing) ? thing : undefined;
}

/** A rule lifted by allowing what it forbade: "It may now draft letters", "Ya puede hablar de inversiones". */
export function readPermission(clause: string): string | undefined {
  const folded = fold(clause);
  // "Explicit songs are OK now", "Marken sind jetzt erlaubt": the subject is what is allowed.
  const fine =
    /^(.+?)\s+(?:is|are|est|sont|esta|estan|es|son|ist|sind|e|sao|sono)\s+(?:(?:now|fine|also|totally|maintenant|desormais|ahora|ya|jetzt|nun|auch|agora|ja|ora|adesso)\s+)*(?:ok|okay|fine|allowed|permitted|acceptable|autorise|autorisee?s?|permise?s?|permitid[oa]s?|erlaubt|in ordnung|permitid[oa]s?|liberad[oa]s?|permess[oaie]|consentit[oaie])(?![\p{L}])/u.exec(
      folded,
    );
  if (fine && !/(?:not|pas|no|nicht|nao|non)\s*$/u.test(fine[1]!)) return clause.slice(0, fine[1]!.length).trim();
  const m = wordsRegex(instructionWords.permission).exec(folded);
  if (!m) return undefined;
  const before = folded.slice(Math.max(0, m.index - 12), m.index);
  const after = folded.slice(m.index + m[0].length, m.index + m[0].length + 12);
  // "it can't", "darf nicht", "ne peut pas", "never let it": a rule, not a permission.
  if (
    /(?:not|never|no|ne|n'|nie|nicht|nao|non)\s*$/u.test(before) ||
    /^(?:'t|\s*not|n't|\s+(?:pas|nicht|nie|niemals|keine?n?|mai|jamais|nunca))(?![\p{L}])/u.test(after)
  )
    return undefined;
  if (/^\s*(?:you|i|we)\b/u.test(folded) && !/let\s+(?:it|her|him)|allow/u.test(folded)) return undefined;
  // "Allow users to upload photos" asks for a feature for people, not a lifted rule for the persona.
  if (
    /^\s*(?:users|people|customers|visitors|them|everyone|les\s+utilisateurs|los\s+usuarios|die\s+nutzer|os\s+usuarios|gli\s+utenti)(?![\p{L}])/u.test(
      folded.slice(m.index + m[0].length),
    )
  )
    return undefined;
  return (
    clause
      .slice(m.index + m[0].length)
      .replace(/^[\s,:-]+/u, '')
      .replace(/[.!?]+$/u, '')
      .trim() || undefined
  );
}

/** A name standing alone ("Signet.", "lieber Karl"), as a correction gives it. */
export function bareName(text: string): string | undefined {
  const m = /^["“'‘«]?(\p{Lu}[\p{L}\p{N}'’-]*(?:[ \t]+\p{Lu}[\p{L}\p{N}'’-]*){0,3})["”'’»]?[.!]*$/u.exec(text.trim());
  return m?.[1];
}
