import type { Proposal } from './schema';

/**
 * The local engine's knowledge of subjects and manner: keywords per topic id and the words that
 * set a tone or name a trait, one entry per idea with its words in English, French, Spanish,
 * German, Portuguese and Italian. Matched against normalised text (lower case, accents folded);
 * words ending in `*` match as prefixes (German compounds: `koch*` finds "Kochassistent").
 */
export const topicKeywords: Record<string, string[]> = {
  cooking: ['cook*', 'recipe*', 'chef', 'chefs', 'kitchen*', 'meal*', 'dinners', 'weeknight dinner*', 'cuisine', 'pasta', 'sauce*', 'dish', 'dishes', 'culinary', 'grill*', 'vegan', 'vegetarian', 'street food', 'salsa*', 'tortilla*', 'carbonara', 'cuisin*', 'recette*', 'crepe*', 'cocin*', 'receta*', 'koch*', 'rezept*', 'cozinh*', 'receita*', 'cucin*', 'ricett*'],
  baking: ['bak*', 'bread*', 'sourdough', 'cake*', 'pastry', 'pastries', 'cookie*', 'dough', 'patisserie', 'gateau*', 'boulang*', 'reposteria', 'pasteler*', 'hornear', 'pan casero', 'back*', 'kuchen', 'brot', 'confeitar*', 'bolo*', 'pao de queijo', 'pasticc*', 'torta', 'torte'],
  nutrition: ['nutrition*', 'diet', 'diets', 'dietary', 'dietitian*', 'calorie*', 'protein*', 'healthy eating', 'macros', 'vitamin*', 'lower carb', 'low carb', 'nutri*', 'dietetique', 'alimentation', 'ernahrung*', 'alimentacao', 'alimentazione'],
  fitness: ['fitness*', 'workout*', 'exercis*', 'gym', 'training plan*', 'strength training', 'running', 'runner*', 'marathon*', 'yoga', 'cardio', 'personal trainer*', 'stretch*', '5k', '10 km', 'course a pied', 'musculation', 'entrenamiento', 'ejercicio*', 'kraftsport*', 'training', 'treino*', 'exercicio*', 'allenament*', 'esercizi', 'mobilita', 'equilibrio'],
  'personal-finance': ['budgeting', 'budget planner*', 'saving money', 'savings', 'personal finance', 'debt', 'debts', 'credit card*', 'taxes', 'tax return*', 'property tax*', 'retirement saving*', 'mortgage*', 'bookkeeping', 'invoices', 'vat', 'impots', 'ahorro', 'presupuesto*', 'finanz*', 'steuer*', 'orcamento', 'poupanca', 'saldo', 'boleto', 'banca', 'banco', 'banking', 'redditi', 'dichiarazione dei redditi', 'tasse'],
  investing: ['invest*', 'stock*', 'shares', 'portfolio*', 'crypto*', 'bitcoin', 'etf', 'etfs', 'index fund*', 'trading', 'trader*', 'inversion*', 'investimento*', 'investiment*', 'anlage*', 'aktien', 'bourse', 'placement*'],
  travel: ['travel*', 'trip', 'trips', 'national park*', 'campsite*', 'camping trip*', 'road trip*', 'hiking trip*', 'sightseeing tour*', 'itinerar*', 'vacation*', 'holidays', 'destination*', 'backpacking', 'flight*', 'hotel*', 'tourism', 'tourist*', 'hostel*', 'sightseeing', 'voyage*', 'viaje*', 'turist*', 'reise*', 'viagem', 'viagens', 'viaggi*', 'camino de santiago', 'peregrin*'],
  'language-learning': ['language learning', 'language learner*', 'learn spanish', 'learn french', 'learn english', 'spanish tutor*', 'french tutor*', 'english learners', 'esl', 'vocabulary practice', 'grammar', 'idioms', 'conversation practice', 'conversation partner', 'language partner', 'survival phrases', 'phrases', 'pronunciation', 'deutschlehrer*', 'sprachkurs*', 'b2', 'langue*', 'idioma*', 'ingles', 'espanol', 'latin', 'latino', 'lingua', 'lingue', 'aprender ingles', 'aprender espanol', 'voseo'],
  programming: ['programm*', 'coding', 'code review*', 'software engineer*', 'javascript', 'typescript', 'python code', 'python developer*', 'rust', 'debug*', 'api', 'apis', 'algorithm*', 'web development', 'system design', 'runbook*', 'incident*', 'sre', 'sres', 'devops', 'programmier*', 'programacion', 'programacao', 'codice'],
  mathematics: ['math', 'maths', 'mathematic*', 'algebra', 'calculus', 'geometry', 'statistics', 'arithmetic', 'equation*', 'times tables', 'fractions', 'mathe*', 'bruchrechnung', 'mathematiques', 'matematic*', 'contar'],
  history: ['history', 'historical', 'historian', 'ancient', 'medieval', 'world war', 'wwi', 'wwii', 'civilization*', 'empire*', 'reformation', 'tudor', 'victorian era', 'ancestors', 'family history', 'genealog*', 'histoire', 'historia', 'geschichte', 'storia', 'antica roma', 'gladiator*', 'piraterie'],
  science: ['science*', 'scientific', 'scientist*', 'physics', 'chemistry', 'biology', 'experiment*', 'stem', 'fossil*', 'dinosaur*', 'geyser*', 'weather', 'clouds', 'ciencia*', 'wissenschaft*', 'scienz*', 'raumfahrt', 'chimie'],
  music: ['music*', 'guitar*', 'piano*', 'songs', 'songwriting', 'singing', 'singer*', 'chord*', 'composer*', 'musician*', 'band', 'choir*', 'synth*', 'album*', 'violin*', 'luthier*', 'boleros', 'musique', 'musica', 'musik', 'compositor*', 'violino', 'chitarr*'],
  gardening: ['garden*', 'gardener*', 'plant*', 'houseplant*', 'vegetable garden', 'compost*', 'seedling*', 'allotment*', 'crop rotation', 'jardin*', 'huerto', 'garten*', 'gartner*', 'hochbeet*', 'jardim*', 'plantas', 'giardin*', 'orto', 'orti', 'tomates cerises', 'herbes aromatiques'],
  pets: ['pet', 'pets', 'dog', 'dogs', 'puppy', 'puppies', 'cat care', 'kitten*', 'veterinar*', 'vet', 'animal care', 'reptile*', 'snake*', 'ball python*', 'corn snake*', 'crickets', 'mascota*', 'haustier*', 'hund*', 'animal de estimacao', 'animali domestici', 'chien*'],
  parenting: ['parenting', 'parents of', 'new parents', 'toddler*', 'newborn*', 'baby', 'babies', 'raising kids', 'sleep routine*', 'parentalite', 'crianza', 'eltern', 'maternidade', 'genitori'],
  'mental-wellbeing': ['mental health', 'anxiety', 'anxious', 'depress*', 'stress', 'stressed', 'mindful*', 'meditat*', 'wellbeing', 'well being', 'therap*', 'loneliness', 'grief', 'emotional support', 'self harm', 'suicid*', 'burnout', 'breathing exercises', 'grounding', 'journaling', 'reflect', 'sante mentale', 'epuise*', 'detresse', 'salud mental', 'ansiedad', 'psychisch*', 'saude mental', 'salute mentale', 'benessere'],
  health: ['health', 'medical', 'medicine*', 'symptom*', 'doctor*', 'nurses', 'nursing', 'icu', 'hospital*', 'diagnos*', 'medication*', 'illness*', 'disease*', 'patients', 'clinic*', 'dental', 'dentist*', 'pharmac*', 'drug interaction*', 'drugs', 'diabetes', 'first aid', 'concussion', 'cavities', 'teeth', 'sante', 'medecin*', 'medicament*', 'salud', 'medico*', 'gesundheit', 'medizin*', 'arzt', 'saude', 'remedio*', 'bula*', 'farmac*', 'salute'],
  law: ['law', 'laws', 'legal', 'lawyer*', 'attorney*', 'contract clause*', 'contracts', 'tenant*', 'tenancy', 'lease', 'court', 'lawsuit*', 'immigration law', 'tenant rights', 'legal terms', 'gdpr', 'consent', 'residential tenancies', 'droit', 'juridique', 'derecho', 'legal', 'recht*', 'juridico', 'diritto', 'legale'],
  careers: ['career*', 'job search', 'job interview*', 'interview prep', 'mock interview*', 'resume*', 'cv', 'cvs', 'recruit*', 'promotion*', 'salary negotiation*', 'pitch', 'orientation', 'carriere', 'carrera*', 'karriere', 'beruf*', 'carreira', 'mercado de trabalho', 'carriera', 'lavoro'],
  productivity: ['productiv*', 'time management', 'to do list*', 'todo', 'habit*', 'procrastinat*', 'prioriti*', 'daily plan*', 'study planner*', 'study habits', 'checklist*', 'reminders', 'routines', 'produktiv*', 'produttivit*'],
  gaming: ['gaming', 'video game*', 'gamer*', 'esports', 'dungeons and dragons', 'dungeons dragons', 'board game*', 'game master', 'text adventure', 'jeu video', 'videojuego*', 'videospiel*', 'videogame*'],
  film: ['film*', 'movie*', 'cinema', 'tv show*', 'television', 'series', 'screenplay*', 'hollywood', 'pelicula*', 'filme', 'fernseh*'],
  books: ['book', 'books', 'bookshop*', 'bookstore*', 'reading', 'novel*', 'literature', 'author*', 'poetry', 'poem*', 'bedtime stor*', 'storytell*', 'librar*', 'livre*', 'libro*', 'biblioteca*', 'buch', 'bucher', 'literatur*', 'livro*', 'letteratura'],
  sports: ['sport*', 'football', 'soccer', 'basketball', 'tennis', 'baseball', 'cricket', 'rugby', 'olympic*', 'pickleball', 'swimming', 'swim*', 'surf*', 'chess', 'fantasy football', 'capoeira', 'futbol', 'fussball', 'futebol', 'calcio', 'course a pied', '10 km', 'natacion', 'match'],
  astronomy: ['astronom*', 'stargaz*', 'stars', 'planet*', 'telescope*', 'galax*', 'outer space', 'space exploration', 'cosmos', 'constellation*', 'eclipse*', 'black hole*', 'saturn', 'moon', 'etoile*', 'estrella*', 'sterne', 'stelle', 'sistema solare', 'solar system', 'systeme solaire', 'raumfahrt'],
  photography: ['photo*', 'camera*', 'lens', 'lenses', 'lightroom', 'foto*', 'fotograf*', 'kamera*', 'fotocamera'],
  'home-improvement': ['diy', 'home improvement', 'renovat*', 'plumbing', 'carpentry', 'woodwork*', 'repairs', 'small repairs', 'furniture', 'drywall', 'dripping tap*', 'heimwerk*', 'mobel*', 'bricolage', 'bricolaje', 'reforma', 'reformas', 'fai da te'],
  relationships: ['relationship*', 'dating', 'romance', 'romantic', 'couples', 'marriage', 'breakup*', 'friendship*', 'virtual boyfriend*', 'virtual girlfriend*', 'couple', 'relation*', 'pareja*', 'beziehung*', 'relacionamento*', 'relazion*'],
  fashion: ['fashion', 'outfit*', 'clothing', 'clothes', 'style advice', 'wardrobe*', 'stylist*', 'mode', 'moda', 'vestiti', 'kleidung'],
  'customer-support': ['customer support', 'customer service', 'support bot', 'support assistant', 'support agent', 'support tickets', 'helpdesk', 'help desk', 'faq', 'faqs', 'returns and refunds', 'return policy', 'returns', 'refund*', 'order status', 'track orders', 'orders', 'reservations', 'appointments', 'receptionist', 'customer questions', 'online shop', 'online store', 'service client', 'atencion al cliente', 'soporte', 'kundenservice', 'support-bot', 'support bot', 'atendimento', 'assistenza clienti', 'assistente clienti', 'pedidos', 'ordini', 'bestellung*'],
  education: ['education*', 'homework', 'students', 'student', 'school*', 'pupils', 'study', 'studying', 'exam*', 'lesson*', 'classroom', 'curriculum', 'teach*', 'undergraduate*', 'eleves', 'bac', 'lycee*', 'estudiant*', 'escuela', 'secundaria', 'primaria', 'schul*', 'schuler*', 'klasse', 'nachhilfe*', 'alunos', 'escola', 'enem', 'vestibul*', 'ensino', 'studenti', 'scuola', 'liceo', 'elementari'],
};

/** A tone dimension and value that a word sets. */
type ToneSetting = { [K in keyof Proposal['tone']]: [K, Proposal['tone'][K]] }[keyof Proposal['tone']];

/** Words that set a tone, one entry per idea, every language. */
export const toneWords: { setting: ToneSetting; words: string[] }[] = [
  { setting: ['formality', 'formal'], words: ['formal', 'very formal', 'formally', 'professional', 'polite', 'businesslike', 'impeccable manners', 'courteous', 'period style', 'formel*', 'vouvoie*', 'formale', 'formell*', 'formlich*', 'anrede mit sie', 'sie form', 'siezt', 'usted', 'cortes'] },
  { setting: ['formality', 'casual'], words: ['casual', 'relaxed', 'laid back', 'informal', 'chill', 'folksy', 'like a mate', 'decontract*', 'tutoie*', 'informel*', 'cercano', 'descontraid*', 'locker', 'lassig', 'duzt', 'colloquial*', 'alla mano'] },
  { setting: ['humor', 'playful'], words: ['playful', 'funny', 'humorous', 'witty', 'wisecracking', 'jokes', 'jokey', 'joke', 'silly', 'fun', 'sarcastic', 'banter', 'trash talk', 'lots of laughs', 'tongue in cheek', 'theatrical', 'cheeky', 'goofy', 'beepy', 'avec humour', 'drole', 'espiegle', 'con mucho humor', 'con humor', 'divertid*', 'gracios*', 'parlanchin', 'lustig', 'witzig', 'humorvoll', 'engracad*', 'divertid*', 'com humor', 'scherzos*', 'spiritos*', 'divertent*'] },
  { setting: ['humor', 'light'], words: ['dry humor', 'dry humour', 'wink', 'a little silly', 'pince sans rire', 'trockenem humor', 'trockener humor', 'ironi*', 'lovingly scolds'] },
  { setting: ['humor', 'none'], words: ['serious', 'no jokes', 'no humor', 'no humour', 'sober', 'no nonsense', 'serieux', 'serio', 'seria', 'ernst', 'sachlich', 'senza battute', 'sin bromas', 'sans humour'] },
  { setting: ['warmth', 'warm'], words: ['warm', 'kind', 'caring', 'gentle', 'gently', 'empathetic', 'supportive', 'encouraging', 'friendly', 'cheerful', 'reassuring', 'patient', 'sweet', 'lovingly', 'affectionate', 'enthusiasm', 'enthusiastic', 'unhurried', 'chaleureu*', 'bienveillant*', 'doux', 'douce', 'passionne*', 'calido', 'calida', 'amable', 'amabilidad', 'carinos*', 'herzlich*', 'freundlich*', 'geduldig*', 'warmherzig*', 'carinhos*', 'gentil', 'affettuos*', 'caloros*', 'gentile', 'paziente'] },
  { setting: ['warmth', 'reserved'], words: ['reserved', 'detached', 'matter of fact', 'grumpy', 'gruff', 'dry sentences', 'stern', 'aloof', 'no nonsense', 'bourru*', 'grognon', 'grunon', 'grunona', 'knurrig*', 'murrisch*', 'rabugent*', 'burber*', 'scontros*'] },
  { setting: ['verbosity', 'concise'], words: ['concise', 'short', 'short replies', 'brief', 'terse', 'to the point', 'succinct', 'quick', 'quickly', 'quick fire', 'quick reference', 'one liners', 'under 50 words', 'under 100 words', 'one prompt at a time', 'ten minute', 'dix minutes', 'courte*', 'court', 'concis*', 'breve*', 'corto', 'cortas', 'kurz*', 'knapp', 'curt*', 'sintetic*', 'conciso'] },
  { setting: ['verbosity', 'detailed'], words: ['detailed', 'thorough', 'in depth', 'comprehensive', 'step by step', 'vivid', 'vividly', 'rich descriptions', 'detaille*', 'detallad*', 'ausfuhrlich*', 'detalhad*', 'dettagliat*'] },
];

/**
 * Words that describe a personality's manner (traits). The description's own word becomes the
 * trait, in its language; these lists only say which adjectives are manner rather than subject.
 */
export const traitWords: string[] = [
  'patient', 'friendly', 'warm', 'kind', 'encouraging', 'supportive', 'witty', 'funny', 'humorous', 'playful', 'cheerful', 'enthusiastic', 'calm', 'gentle',
  'empathetic', 'curious', 'precise', 'concise', 'direct', 'blunt', 'honest', 'knowledgeable', 'formal', 'professional', 'casual', 'sarcastic', 'nerdy', 'quirky',
  'wise', 'strict', 'motivating', 'motivational', 'creative', 'practical', 'energetic', 'thoughtful', 'relaxed', 'laid-back', 'grumpy', 'wisecracking', 'folksy',
  'reassuring', 'evidence-based', 'no-nonsense', 'tongue-in-cheek', 'theatrical', 'flirty', 'sweet', 'teasing', 'tough', 'fair', 'neutral', 'unhurried', 'serious',
  'silly', 'beepy', 'gruff', 'dry', 'chatty', 'talkative', 'upbeat', 'bubbly', 'stern', 'passionate', 'loving', 'caring', 'affectionate', 'reserved',
  'chaleureux', 'chaleureuse', 'patient', 'patiente', 'drôle', 'motivant', 'motivante', 'passionné', 'passionnée', 'bienveillant', 'bienveillante', 'pince-sans-rire', 'espiègle', 'bourru',
  'paciente', 'amable', 'cálido', 'cálida', 'divertido', 'divertida', 'parlanchín', 'parlanchina', 'cercano', 'cercana', 'alegre', 'gruñón', 'gruñona', 'simpático', 'simpática',
  'geduldig', 'geduldiger', 'geduldige', 'knurrig', 'knurriger', 'knurrige', 'freundlich', 'freundlicher', 'freundliche', 'herzlich', 'herzlicher', 'herzliche', 'lustig', 'lustiger', 'lustige', 'streng', 'strenger', 'strenge',
  'carinhosa', 'carinhoso', 'paciente', 'engraçado', 'engraçada', 'divertido', 'divertida', 'simpático', 'simpática', 'brincalhão', 'brincalhona',
  'affettuoso', 'affettuosa', 'scherzoso', 'scherzosa', 'paziente', 'allegro', 'allegra', 'simpatico', 'simpatica', 'burbero', 'burbera',
];

/** Role nouns a person reads as generic: a name made only of these says nothing about the personality. */
export const genericRoleWords = new Set([
  'assistant', 'assistants', 'helper', 'bot', 'chatbot', 'agent', 'ai', 'companion', 'buddy', 'guide', 'tutor', 'coach', 'expert', 'advisor', 'adviser', 'friend', 'persona', 'character', 'personality',
  'assistente', 'asistente', 'assistent', 'assistentin', 'helfer', 'compagnon', 'compagno', 'compañero', 'companheiro', 'guía', 'guia', 'guida', 'führer', 'aide', 'ayudante', 'ajudante', 'aiutante', 'bot',
]);
