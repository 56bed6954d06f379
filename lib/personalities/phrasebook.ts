import type { SensitiveAspect } from './safety/aspects';
import type { Lang } from './language';

/**
 * What the local engine knows of each language it writes: the closed word classes that frame a
 * description (articles, prepositions, pronouns, the words that state a rule) and the few
 * sentences it writes itself (greeting parts, standard boundaries). Open-class words (roles,
 * subjects, names) are never listed here: they are read from the description.
 */
export interface Phrasebook {
  /** Articles and determiners that open a noun phrase ("a", "une", "ein", "os", "gli"). */
  articles: readonly string[];
  /** Words that end a role or audience phrase: prepositions, relative pronouns, conjunctions. */
  stops: readonly string[];
  /** Prepositions that introduce who the personality is for. */
  audienceMarks: readonly string[];
  /** "is" for "Name, a ROLE" → "Name is a ROLE". */
  copula: string;
  /** Words after which a persona name follows ("named", "nommé", "namens"). */
  nameMarks: readonly string[];
  /** Words that state a rule or a limit; a clause holding one is a boundary. */
  ruleMarks: readonly string[];
  /** Subject pronouns dropped at the start of a boundary ("It never…" → "Never…"). */
  subjects: readonly string[];
  /** Conjunctions dropped at the start of a clause. */
  conjunctions: readonly string[];
  /** Degree words that soften a tone word to one step ("a little silly" → light humour). */
  softeners: readonly string[];
  greeting: {
    formal: readonly string[];
    neutral: readonly string[];
    casual: readonly string[];
    warm: readonly string[];
    /** "I'm {name}, {your} {role}." */
    named: readonly string[];
    /** "I'm {your} {role}." ({the}: the definite article) */
    unnamed: readonly string[];
    /** The possessive and definite article before a role, by the role's grammatical gender. */
    your: { m: string; f: string };
    the: { m: string; f: string };
    /** Closing questions or offers, formal and casual. */
    offerFormal: readonly string[];
    offerCasual: readonly string[];
    /** "Ask me about {things} too." for a refine that asks the greeting to mention something. */
    mention: string;
    /** "Good news: {clause}." */
    news: string;
  };
  boundaries: { scope: string; secrets: string; aspects: Record<SensitiveAspect, string> };
  /** Traits when a description names none, by tone. */
  defaultTraits: { warm: readonly string[]; formal: readonly string[]; playful: readonly string[]; plain: readonly string[] };
}

export const phrasebooks: Record<Lang, Phrasebook> = {
  en: {
    articles: ['a', 'an', 'the', 'our', 'my', 'your', 'this'],
    stops: ['for', 'who', 'that', 'which', 'to', 'of', 'at', 'in', 'on', 'with', 'from', 'named', 'called', 'whose', 'and', 'but', 'is', 'by', 'about', 'into', 'through', 'where', 'when', 'as', 'like', 'than', 'under', 'over', 'aimed', 'helping', 'it', 'he', 'she', 'they'],
    audienceMarks: ['for', 'to', 'aimed at', 'helping'],
    copula: 'is',
    nameMarks: ['named', 'called', 'nicknamed', 'known as', 'name is', 'goes by', 'call her', 'call him', 'call it', 'call them'],
    ruleMarks: ['never', 'always', 'must', 'mustn t', 'should', 'shouldn t', 'shall', 'don t', 'doesn t', 'do not', 'does not', 'won t', 'will not', 'can t', 'cannot', 'can not', 'refuses', 'refuse', 'avoids', 'avoid', 'no', 'not', 'isn t', 'only', 'without', 'reminds', 'remind', 'insists', 'insisting', 'keeps every', 'keep every', 'keep any', 'keep answers', 'keeps answers', 'has to', 'have to', 'needs to', 'need to', 'is required to', 'may not', 'not allowed', 'is forbidden', 'forbidden to', 'prohibited from', 'under no circumstances', 'stays away from', 'stay away from', 'steers clear of', 'steer clear of', 'nothing', 'taboo', 'off limits', 'off-limits'],
    subjects: ['it', 'he', 'she', 'they', 'the bot', 'this bot'],
    conjunctions: ['and', 'but', 'also', 'so', 'then', 'however'],
    softeners: ['a little', 'a bit', 'slightly', 'somewhat', 'a touch', 'a touch of', 'a hint of', 'mildly', 'gently'],
    greeting: {
      formal: ['Good day.', 'Welcome.', 'Good afternoon, and welcome.'],
      neutral: ['Hello!', 'Hi there!', 'Hello, and welcome!'],
      casual: ['Hey there!', 'Hi!', 'Hey!', 'Howdy!'],
      warm: ['Hello, and a warm welcome!', 'Hi, it’s lovely to meet you!', 'Welcome, friend!'],
      named: ['I’m {name}, {your} {role}.', '{name} here, {your} {role}.', 'I’m {name}, {your} {role}.'],
      unnamed: ['I’m {your} {role}.', 'You’re talking to {your} {role}.', 'This is {your} {role}.'],
      your: { m: 'your', f: 'your' },
      the: { m: 'the', f: 'the' },
      offerFormal: ['How may I help you today?', 'What may I do for you?', 'How can I be of help?'],
      offerCasual: ['What shall we start with?', 'What are we doing today?', 'Where do you want to begin?', 'What’s on your mind?'],
      mention: 'Ask me about {thing} too.',
      news: 'Good news: {clause}.',
    },
    boundaries: {
      scope: 'Stays within its subject and says so when asked about something else.',
      secrets: 'Never asks for passwords, payment details or other secrets.',
      aspects: {
        minors: 'Keeps every conversation age-appropriate and never asks for personal details.',
        medical: 'Does not diagnose or prescribe; encourages seeing a qualified health professional.',
        legal: 'Gives general information only, not legal advice, and suggests consulting a lawyer.',
        financial: 'Does not give personalised investment or tax advice; explains options and risks.',
        mental_health: 'Is not a therapist; points people in crisis to emergency services and helplines.',
        companionship: 'Is open about being an AI and encourages real-world connections.',
        romance: 'Keeps conversations respectful and non-explicit, with adults only.',
      },
    },
    defaultTraits: { warm: ['warm', 'patient', 'encouraging'], formal: ['courteous', 'precise', 'attentive'], playful: ['playful', 'quick-witted', 'upbeat'], plain: ['knowledgeable', 'practical', 'clear'] },
  },
  fr: {
    articles: ['un', 'une', 'le', 'la', 'les', 'l', 'des', 'notre', 'mon', 'ma', 'votre', 'ce', 'cette'],
    stops: ['pour', 'qui', 'que', 'qu', 'de', 'du', 'des', 'à', 'au', 'aux', 'avec', 'dans', 'sur', 'en', 'nommé', 'nommée', 'appelé', 'appelée', 'et', 'mais', 'est', 'par', 'chez', 'sans', 'il', 'elle', 'afin'],
    audienceMarks: ['pour', 'aux', 'à', 'destiné aux', 'destiné à'],
    copula: 'est',
    nameMarks: ['nommé', 'nommée', 'appelé', 'appelée', 'surnommé', 'surnommée', 's appelle', 'prénommé', 'prénommée', 'appelle-la', 'appelle-le', 'appelez-la', 'appelez-le'],
    ruleMarks: ['jamais', 'toujours', 'ne doit', 'doit', 'aucun', 'aucune', 'ne pas', 'n est pas', 'ce n est pas', 'pas de', 'uniquement', 'seulement', 'sans', 'rappelle', 'refuse', 'évite', 'ne donne', 'ne fait', 'il est interdit', 'interdit de', 'interdiction de', 'il faut', 'rien de', 'en aucun cas', 'tabou', 'tabous', 'hors de question'],
    subjects: ['il', 'elle', 'on', 'le bot'],
    conjunctions: ['et', 'mais', 'aussi', 'puis'],
    softeners: ['un peu', 'légèrement', 'un brin', 'un brin de', 'un rien', 'une touche de', 'une pointe de'],
    greeting: {
      formal: ['Bonjour et bienvenue.', 'Bienvenue.', 'Bonjour.'],
      neutral: ['Bonjour !', 'Bonjour à vous !', 'Bienvenue !'],
      casual: ['Salut !', 'Coucou !', 'Salut à vous !'],
      warm: ['Bonjour, et bienvenue !', 'Ravi de vous voir !', 'Bienvenue, avec plaisir !'],
      named: ['Je suis {name}, {your} {role}.', 'Ici {name}, {your} {role}.', 'Moi, c’est {name}, {your} {role}.'],
      unnamed: ['Je suis {your} {role}.', 'Vous parlez à {your} {role}.'],
      your: { m: 'votre', f: 'votre' },
      the: { m: 'le', f: 'la' },
      offerFormal: ['Comment puis-je vous aider ?', 'Que puis-je faire pour vous ?'],
      offerCasual: ['On commence par quoi ?', 'Qu’est-ce qui vous amène ?', 'Par où voulez-vous commencer ?'],
      mention: 'Demandez-moi aussi : {thing}.',
      news: 'Bonne nouvelle : {clause}.',
    },
    boundaries: {
      scope: 'Reste dans son sujet et le dit quand on l’interroge sur autre chose.',
      secrets: 'Ne demande jamais de mot de passe, de données de paiement ni d’autres secrets.',
      aspects: {
        minors: 'Garde chaque conversation adaptée à l’âge et ne demande jamais de données personnelles.',
        medical: 'Ne pose pas de diagnostic et ne prescrit rien ; renvoie vers un professionnel de santé.',
        legal: 'Donne des informations générales, pas de conseil juridique, et suggère de consulter un avocat.',
        financial: 'Ne donne pas de conseil personnalisé en placement ou en fiscalité ; explique les options et les risques.',
        mental_health: 'N’est pas un thérapeute ; oriente les personnes en détresse vers les urgences et les lignes d’écoute.',
        companionship: 'Dit clairement qu’il est une IA et encourage les liens dans la vie réelle.',
        romance: 'Reste respectueux et non explicite, avec des adultes uniquement.',
      },
    },
    defaultTraits: { warm: ['chaleureux', 'patient', 'encourageant'], formal: ['courtois', 'précis', 'attentif'], playful: ['espiègle', 'vif', 'enjoué'], plain: ['compétent', 'pratique', 'clair'] },
  },
  es: {
    articles: ['un', 'una', 'el', 'la', 'los', 'las', 'nuestro', 'nuestra', 'mi', 'tu', 'este', 'esta'],
    stops: ['para', 'que', 'de', 'del', 'a', 'al', 'con', 'en', 'sobre', 'llamado', 'llamada', 'y', 'pero', 'es', 'por', 'sin', 'él', 'ella', 'cuando', 'como'],
    audienceMarks: ['para', 'a', 'dirigido a'],
    copula: 'es',
    nameMarks: ['llamado', 'llamada', 'de nombre', 'se llama', 'apodado', 'apodada', 'llámala', 'llámalo'],
    ruleMarks: ['nunca', 'jamás', 'siempre', 'no debe', 'debe', 'ningún', 'ninguna', 'no', 'solo', 'sólo', 'únicamente', 'sin', 'recuerda', 'evita', 'se niega', 'está prohibido', 'prohibido', 'tiene prohibido', 'tiene que', 'hay que', 'nada de', 'bajo ningún concepto', 'en ningún caso', 'tabú', 'ni hablar de'],
    subjects: ['él', 'ella', 'el bot'],
    conjunctions: ['y', 'pero', 'también', 'e'],
    softeners: ['un poco', 'algo', 'ligeramente', 'un poquito', 'un toque de', 'una pizca de', 'un punto de'],
    greeting: {
      formal: ['Buenos días, bienvenido.', 'Bienvenido.', 'Buenos días.'],
      neutral: ['¡Hola!', '¡Hola, bienvenido!', '¡Buenas!'],
      casual: ['¡Hola!', '¡Qué tal!', '¡Ey, hola!'],
      warm: ['¡Hola, qué alegría verte!', '¡Bienvenido, de corazón!', '¡Hola, bienvenido!'],
      named: ['Soy {name}, {your} {role}.', 'Aquí {name}, {your} {role}.', 'Me llamo {name} y soy {your} {role}.'],
      unnamed: ['Soy {your} {role}.', 'Estás hablando con {your} {role}.'],
      your: { m: 'tu', f: 'tu' },
      the: { m: 'el', f: 'la' },
      offerFormal: ['¿En qué puedo ayudarle?', '¿Qué puedo hacer por usted?'],
      offerCasual: ['¿Por dónde empezamos?', '¿Qué te trae por aquí?', '¿Qué quieres saber?'],
      mention: 'Pregúntame también por {thing}.',
      news: 'Buenas noticias: {clause}.',
    },
    boundaries: {
      scope: 'Se mantiene en su tema y lo dice cuando le preguntan por otra cosa.',
      secrets: 'Nunca pide contraseñas, datos de pago ni otros secretos.',
      aspects: {
        minors: 'Mantiene cada conversación adecuada a la edad y nunca pide datos personales.',
        medical: 'No diagnostica ni receta; recomienda acudir a un profesional sanitario.',
        legal: 'Da información general, no asesoramiento legal, y sugiere consultar a un abogado.',
        financial: 'No da consejos personalizados de inversión ni de impuestos; explica opciones y riesgos.',
        mental_health: 'No es un terapeuta; orienta a quien esté en crisis hacia emergencias y líneas de ayuda.',
        companionship: 'Deja claro que es una IA y anima a mantener relaciones en la vida real.',
        romance: 'Mantiene conversaciones respetuosas y no explícitas, solo con adultos.',
      },
    },
    defaultTraits: { warm: ['cálido', 'paciente', 'alentador'], formal: ['cortés', 'preciso', 'atento'], playful: ['divertido', 'ingenioso', 'alegre'], plain: ['experto', 'práctico', 'claro'] },
  },
  de: {
    articles: ['ein', 'eine', 'einen', 'der', 'die', 'das', 'unser', 'unsere', 'mein', 'meine', 'dein', 'deine', 'dieser', 'diese'],
    stops: ['für', 'der', 'die', 'das', 'den', 'dem', 'des', 'mit', 'von', 'vom', 'zu', 'zum', 'zur', 'im', 'in', 'am', 'an', 'auf', 'aus', 'bei', 'namens', 'und', 'aber', 'ist', 'über', 'ohne', 'er', 'sie', 'es', 'wie', 'als', 'durch'],
    audienceMarks: ['für'],
    copula: 'ist',
    nameMarks: ['namens', 'genannt', 'mit namen', 'heißt', 'nenn sie', 'nenne sie', 'nenn ihn', 'nenne ihn'],
    ruleMarks: ['nie', 'niemals', 'immer', 'kein', 'keine', 'keinen', 'keinerlei', 'nicht', 'muss', 'darf', 'nur', 'ohne', 'erinnert', 'vermeidet', 'weigert', 'soll', 'sollte', 'sollen', 'verboten', 'nichts', 'auf keinen fall', 'unter keinen umständen', 'tabu', 'kommt nicht in frage'],
    subjects: ['er', 'sie', 'es', 'der bot'],
    conjunctions: ['und', 'aber', 'auch', 'dann'],
    softeners: ['ein bisschen', 'etwas', 'leicht', 'ein wenig', 'ein hauch', 'eine prise'],
    greeting: {
      formal: ['Guten Tag.', 'Herzlich willkommen.', 'Guten Tag und willkommen.'],
      neutral: ['Hallo!', 'Hallo und willkommen!', 'Servus!'],
      casual: ['Hallo!', 'Hi!', 'Moin!'],
      warm: ['Hallo, schön, dass Sie da sind!', 'Herzlich willkommen!', 'Hallo und herzlich willkommen!'],
      named: ['Ich bin {name}, {your} {role}.', 'Hier ist {name}, {your} {role}.', 'Ich heiße {name} und bin {your} {role}.'],
      unnamed: ['Hier spricht {your} {role}.', 'Hier ist {your} {role}.'],
      your: { m: 'Ihr', f: 'Ihre' },
      the: { m: 'der', f: 'die' },
      offerFormal: ['Wie kann ich Ihnen helfen?', 'Was darf ich für Sie tun?'],
      offerCasual: ['Womit fangen wir an?', 'Was steht heute an?', 'Was möchten Sie wissen?'],
      mention: 'Fragen Sie mich auch nach {thing}.',
      news: 'Gute Nachricht: {clause}.',
    },
    boundaries: {
      scope: 'Bleibt bei seinem Thema und sagt es, wenn nach etwas anderem gefragt wird.',
      secrets: 'Fragt nie nach Passwörtern, Zahlungsdaten oder anderen Geheimnissen.',
      aspects: {
        minors: 'Hält jedes Gespräch altersgerecht und fragt nie nach persönlichen Daten.',
        medical: 'Stellt keine Diagnosen und verschreibt nichts; empfiehlt medizinisches Fachpersonal.',
        legal: 'Gibt nur allgemeine Informationen, keine Rechtsberatung, und empfiehlt einen Anwalt.',
        financial: 'Gibt keine persönliche Anlage- oder Steuerberatung; erklärt Möglichkeiten und Risiken.',
        mental_health: 'Ist kein Therapeut; verweist Menschen in einer Krise an Notdienste und Hilfetelefone.',
        companionship: 'Sagt offen, dass es eine KI ist, und ermutigt zu Kontakten im echten Leben.',
        romance: 'Bleibt respektvoll und nicht explizit, nur mit Erwachsenen.',
      },
    },
    defaultTraits: { warm: ['herzlich', 'geduldig', 'ermutigend'], formal: ['höflich', 'präzise', 'aufmerksam'], playful: ['verspielt', 'schlagfertig', 'fröhlich'], plain: ['kompetent', 'praktisch', 'klar'] },
  },
  pt: {
    articles: ['um', 'uma', 'o', 'a', 'os', 'as', 'nosso', 'nossa', 'meu', 'minha', 'seu', 'sua', 'este', 'esta'],
    stops: ['para', 'que', 'de', 'do', 'da', 'dos', 'das', 'a', 'ao', 'aos', 'com', 'em', 'no', 'na', 'nos', 'nas', 'sobre', 'chamado', 'chamada', 'e', 'mas', 'é', 'por', 'sem', 'ele', 'ela', 'como', 'quando'],
    audienceMarks: ['para', 'a', 'aos', 'às'],
    copula: 'é',
    nameMarks: ['chamado', 'chamada', 'de nome', 'se chama', 'apelidado', 'apelidada', 'chame-a', 'chame-o', 'chama-a', 'chama-o'],
    ruleMarks: ['nunca', 'jamais', 'sempre', 'não deve', 'deve', 'nenhum', 'nenhuma', 'não', 'só', 'somente', 'apenas', 'sem', 'lembra', 'evita', 'se recusa', 'é proibido', 'proibido', 'tem de', 'tem que', 'nada de', 'em hipótese alguma', 'de forma alguma', 'tabu', 'fora de questão'],
    subjects: ['ele', 'ela', 'o bot'],
    conjunctions: ['e', 'mas', 'também'],
    softeners: ['um pouco', 'levemente', 'ligeiramente', 'um pouquinho', 'um toque de', 'uma pitada de'],
    greeting: {
      formal: ['Bom dia e bem-vindo.', 'Seja bem-vindo.', 'Bom dia.'],
      neutral: ['Olá!', 'Olá, bem-vindo!', 'Oi, tudo bem?'],
      casual: ['Oi!', 'E aí!', 'Olá, olá!'],
      warm: ['Olá, que bom ter você aqui!', 'Seja muito bem-vindo!', 'Oi, que alegria!'],
      named: ['Eu sou {name}, {your} {role}.', 'Aqui é {name}, {your} {role}.', 'Meu nome é {name} e sou {your} {role}.'],
      unnamed: ['Eu sou {your} {role}.', 'Aqui é {your} {role}.'],
      your: { m: 'seu', f: 'sua' },
      the: { m: 'o', f: 'a' },
      offerFormal: ['Como posso ajudar?', 'Em que posso ser útil?'],
      offerCasual: ['Por onde começamos?', 'O que você quer saber?', 'Bora começar?'],
      mention: 'Pergunte também sobre {thing}.',
      news: 'Boa notícia: {clause}.',
    },
    boundaries: {
      scope: 'Fica no seu assunto e avisa quando perguntam sobre outra coisa.',
      secrets: 'Nunca pede senhas, dados de pagamento ou outros segredos.',
      aspects: {
        minors: 'Mantém cada conversa adequada à idade e nunca pede dados pessoais.',
        medical: 'Não diagnostica nem receita; recomenda procurar um profissional de saúde.',
        legal: 'Dá informações gerais, não aconselhamento jurídico, e sugere consultar um advogado.',
        financial: 'Não dá conselhos personalizados de investimento ou impostos; explica opções e riscos.',
        mental_health: 'Não é terapeuta; orienta quem está em crise para serviços de emergência e linhas de apoio.',
        companionship: 'Deixa claro que é uma IA e incentiva relações na vida real.',
        romance: 'Mantém conversas respeitosas e não explícitas, só com adultos.',
      },
    },
    defaultTraits: { warm: ['carinhoso', 'paciente', 'encorajador'], formal: ['cortês', 'preciso', 'atento'], playful: ['brincalhão', 'espirituoso', 'alegre'], plain: ['experiente', 'prático', 'claro'] },
  },
  it: {
    articles: ['un', 'uno', 'una', 'il', 'lo', 'la', 'i', 'gli', 'le', 'l', 'nostro', 'nostra', 'mio', 'mia', 'tuo', 'tua', 'questo', 'questa'],
    stops: ['per', 'che', 'di', 'del', 'dello', 'della', 'dei', 'degli', 'delle', 'a', 'al', 'ai', 'agli', 'alle', 'con', 'in', 'nel', 'nella', 'su', 'sul', 'chiamato', 'chiamata', 'e', 'ed', 'ma', 'è', 'da', 'dal', 'senza', 'lui', 'lei', 'come', 'quando'],
    audienceMarks: ['per', 'ai', 'agli', 'alle', 'a'],
    copula: 'è',
    nameMarks: ['chiamato', 'chiamata', 'di nome', 'si chiama', 'detto', 'detta', 'soprannominato', 'soprannominata', 'chiamala', 'chiamalo'],
    ruleMarks: ['mai', 'sempre', 'non deve', 'deve', 'nessun', 'nessuno', 'nessuna', 'non', 'solo', 'soltanto', 'senza', 'ricorda', 'evita', 'si rifiuta', 'vietato', 'è vietato', 'proibito', 'è proibito', 'bisogna', 'niente', 'in nessun caso', 'tabù', 'fuori discussione'],
    subjects: ['lui', 'lei', 'il bot'],
    conjunctions: ['e', 'ed', 'ma', 'anche'],
    softeners: ['un po', 'leggermente', 'un pochino', 'appena', 'un tocco di', 'un pizzico di'],
    greeting: {
      formal: ['Buongiorno e benvenuto.', 'Benvenuto.', 'Buongiorno.'],
      neutral: ['Ciao!', 'Salve!', 'Ciao e benvenuto!'],
      casual: ['Ehi, ciao!', 'Ciao!', 'Ehilà!'],
      warm: ['Ciao, che piacere vederti!', 'Benvenuto, con il cuore!', 'Ciao e benvenuto!'],
      named: ['Sono {name}, {your} {role}.', 'Qui {name}, {your} {role}.', 'Mi chiamo {name} e sono {your} {role}.'],
      unnamed: ['Sono {your} {role}.', 'Qui parla {your} {role}.'],
      your: { m: 'il tuo', f: 'la tua' },
      the: { m: 'il', f: 'la' },
      offerFormal: ['Come posso aiutarla?', 'Che cosa posso fare per lei?'],
      offerCasual: ['Da dove cominciamo?', 'Cosa vuoi sapere?', 'Che si fa oggi?'],
      mention: 'Chiedimi anche di {thing}.',
      news: 'Buone notizie: {clause}.',
    },
    boundaries: {
      scope: 'Resta nel suo argomento e lo dice quando la domanda riguarda altro.',
      secrets: 'Non chiede mai password, dati di pagamento o altri segreti.',
      aspects: {
        minors: 'Mantiene ogni conversazione adatta all’età e non chiede mai dati personali.',
        medical: 'Non fa diagnosi né prescrizioni; invita a rivolgersi a un professionista sanitario.',
        legal: 'Dà informazioni generali, non consulenza legale, e suggerisce di consultare un avvocato.',
        financial: 'Non dà consigli personalizzati su investimenti o tasse; spiega opzioni e rischi.',
        mental_health: 'Non è un terapeuta; indirizza chi è in crisi ai servizi di emergenza e alle linee di ascolto.',
        companionship: 'Dichiara di essere un’IA e incoraggia i rapporti nella vita reale.',
        romance: 'Mantiene conversazioni rispettose e non esplicite, solo con adulti.',
      },
    },
    defaultTraits: { warm: ['caloroso', 'paziente', 'incoraggiante'], formal: ['cortese', 'preciso', 'attento'], playful: ['giocoso', 'arguto', 'allegro'], plain: ['competente', 'pratico', 'chiaro'] },
  },
};

/** Lower-case, accents kept, apostrophes and punctuation to spaces: what the phrasebook's words match against. */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’']/g, ' ')
    .split(/[^\p{L}\p{N}-]+/u)
    .filter(Boolean);
}

/** A regular expression for any of the phrases as whole words (Unicode-aware), case-insensitive. */
export function phraseRegex(phrases: readonly string[], flags = 'iu'): RegExp {
  const alternatives = [...phrases].sort((a, b) => b.length - a.length).map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, "[\\s'’]+"));
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, flags);
}

/** A stable choice among variants, so the same description always reads the same way. */
export function pick<T>(variants: readonly T[], seed: string, salt = ''): T {
  let hash = 2166136261;
  for (const c of seed + salt) hash = Math.imul(hash ^ c.charCodeAt(0), 16777619);
  return variants[(hash >>> 0) % variants.length]!;
}
