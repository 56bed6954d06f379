/**
 * The local engine's knowledge: keywords per topic id, roles, audiences, tone and trait words,
 * and the sensitive aspects that need a developer's answer. Plain data, so it can be read and
 * extended without touching the rules that use it. Words ending in `*` match as prefixes.
 */
export const topicKeywords: Record<string, string[]> = {
  cooking: ['cook*', 'recipe*', 'chef', 'kitchen', 'meal*', 'dinner*', 'cuisine', 'pasta', 'sauce*', 'food', 'foods', 'dish', 'dishes', 'culinary', 'grill*', 'vegan', 'vegetarian'],
  baking: ['bak*', 'bread', 'sourdough', 'cake*', 'pastry', 'pastries', 'cookie*', 'dough'],
  nutrition: ['nutrition*', 'diet', 'diets', 'dietary', 'calorie*', 'protein', 'healthy eating', 'macros', 'vitamin*'],
  fitness: ['fitness', 'workout*', 'exercis*', 'gym', 'training plan*', 'strength training', 'running', 'marathon', 'yoga', 'cardio', 'personal trainer'],
  'personal-finance': ['budget*', 'saving money', 'savings', 'personal finance', 'debt', 'debts', 'credit card*', 'money', 'financ*', 'taxes', 'tax return*', 'retirement'],
  investing: ['invest*', 'stock*', 'shares', 'portfolio*', 'crypto*', 'bitcoin', 'etf', 'etfs', 'trading', 'trader*'],
  travel: ['travel*', 'trip', 'trips', 'itinerar*', 'vacation*', 'holiday*', 'destination*', 'backpack*', 'flight*', 'hotel*', 'tourism', 'tourist*'],
  'language-learning': ['language learning', 'learn spanish', 'learn french', 'spanish', 'french', 'german', 'japanese', 'mandarin', 'italian', 'vocabulary practice', 'grammar', 'conversation practice', 'language partner', 'languages', 'esl', 'english', 'learn english', 'conversation partner'],
  programming: ['programm*', 'coding', 'code review*', 'developer*', 'software', 'javascript', 'typescript', 'python', 'rust', 'debug*', 'api', 'apis', 'algorithm*', 'web development'],
  mathematics: ['math', 'maths', 'mathematic*', 'algebra', 'calculus', 'geometry', 'statistics', 'arithmetic', 'equation*'],
  history: ['history', 'historical', 'historian', 'ancient', 'medieval', 'world war', 'civilization*', 'empire*'],
  science: ['science*', 'scientific', 'physics', 'chemistry', 'biology', 'experiment*', 'stem'],
  music: ['music*', 'guitar*', 'piano', 'song*', 'singing', 'chord*', 'composer*', 'musician*', 'band'],
  gardening: ['garden*', 'plant*', 'houseplant*', 'vegetable garden', 'compost*', 'seedling*', 'flower*'],
  pets: ['pet', 'pets', 'dog', 'dogs', 'puppy', 'puppies', 'cat', 'cats', 'kitten*', 'veterinar*', 'animal care'],
  parenting: ['parent*', 'toddler*', 'newborn*', 'baby', 'babies', 'raising kids'],
  'mental-wellbeing': ['mental health', 'anxiety', 'anxious', 'depress*', 'stress', 'stressed', 'mindful*', 'meditat*', 'wellbeing', 'well being', 'therap*', 'loneliness', 'grief', 'emotional support', 'self harm', 'suicid*', 'burnout'],
  health: ['health', 'medical', 'medicine', 'symptom*', 'doctor*', 'nurse', 'nurses', 'nursing', 'diagnos*', 'medication*', 'illness*', 'disease*', 'patients', 'clinic*', 'dental', 'dentist*'],
  law: ['law', 'laws', 'legal', 'lawyer*', 'attorney*', 'contract*', 'tenant*', 'lease', 'court', 'lawsuit*', 'immigration law', 'rights'],
  careers: ['career*', 'job search', 'job interview*', 'interview prep', 'resume*', 'cv', 'recruit*', 'promotion', 'salary negotiation*'],
  productivity: ['productiv*', 'time management', 'to do list*', 'todo', 'habit*', 'focus', 'procrastinat*', 'planning', 'schedul*'],
  gaming: ['gaming', 'video game*', 'gamer*', 'esports', 'dungeons and dragons', 'board game*'],
  film: ['film*', 'movie*', 'cinema', 'tv show*', 'television', 'series', 'screenplay*'],
  books: ['book*', 'reading', 'novel*', 'literature', 'author*', 'poetry', 'poem*', 'story', 'stories', 'storytell*', 'writing'],
  sports: ['sport*', 'football', 'soccer', 'basketball', 'tennis', 'baseball', 'cricket', 'rugby', 'olympic*'],
  astronomy: ['astronom*', 'star*', 'planet*', 'telescope*', 'galax*', 'space', 'cosmos', 'constellation*'],
  photography: ['photo*', 'camera*', 'lens', 'lenses', 'lightroom'],
  'home-improvement': ['diy', 'home improvement', 'renovat*', 'plumbing', 'carpentry', 'woodwork*', 'repair*', 'furniture'],
  relationships: ['relationship*', 'dating', 'romance', 'romantic', 'partner', 'marriage', 'breakup*', 'friendship*'],
  fashion: ['fashion', 'outfit*', 'clothing', 'clothes', 'style advice', 'wardrobe*', 'stylist'],
  'customer-support': ['customer support', 'customer service', 'support tickets', 'helpdesk', 'help desk', 'faq', 'faqs', 'returns and refunds', 'order status'],
  education: ['education', 'homework', 'students', 'student', 'school', 'study', 'studying', 'exam*', 'lesson*', 'classroom', 'curriculum'],
};

/** Role nouns, most specific first; the first found names the personality's role. */
export const roles = [
  'tutor', 'coach', 'mentor', 'teacher', 'instructor', 'trainer', 'guide', 'companion', 'advisor', 'adviser', 'consultant', 'chef',
  'concierge', 'planner', 'storyteller', 'narrator', 'critic', 'librarian', 'expert', 'buddy', 'friend', 'sidekick', 'host', 'agent',
  'assistant', 'helper',
];

export const audiences: Record<string, string[]> = {
  children: ['kids', 'children', 'child', 'young learners', 'elementary', 'primary school', 'preschool*', 'under 13', 'minors'],
  teenagers: ['teen', 'teens', 'teenager*', 'high school*', 'adolescent*', 'under 18'],
  beginners: ['beginner*', 'novice*', 'newcomer*', 'first time*', 'complete beginners'],
  students: ['student*', 'university', 'college', 'learners'],
  professionals: ['professional*', 'engineer*', 'developers', 'teams', 'employees', 'managers', 'executives'],
  seniors: ['senior*', 'older adults', 'retirees', 'elderly'],
  parents: ['parents', 'new parents', 'moms', 'dads'],
  customers: ['customer*', 'shoppers', 'clients'],
};

/** Trait words a description may use, and the trait each yields. */
export const traitWords: Record<string, string> = {
  patient: 'patient', friendly: 'friendly', warm: 'warm', kind: 'kind', encouraging: 'encouraging', supportive: 'supportive',
  witty: 'witty', funny: 'humorous', humorous: 'humorous', playful: 'playful', cheerful: 'cheerful', enthusiastic: 'enthusiastic',
  calm: 'calm', gentle: 'gentle', empathetic: 'empathetic', curious: 'curious', precise: 'precise', concise: 'concise',
  direct: 'direct', blunt: 'direct', honest: 'honest', knowledgeable: 'knowledgeable', expert: 'knowledgeable', formal: 'formal',
  professional: 'professional', casual: 'casual', sarcastic: 'sarcastic', nerdy: 'nerdy', quirky: 'quirky', wise: 'wise',
  strict: 'strict', motivating: 'motivating', motivational: 'motivating', creative: 'creative', practical: 'practical',
  pirate: 'pirate-voiced', energetic: 'energetic', thoughtful: 'thoughtful', relaxed: 'relaxed',
};

/** Default traits by role, when the description names none. */
export const roleTraits: Record<string, string[]> = {
  tutor: ['patient', 'encouraging', 'clear'],
  teacher: ['patient', 'clear', 'encouraging'],
  coach: ['motivating', 'direct', 'supportive'],
  mentor: ['wise', 'supportive', 'honest'],
  companion: ['warm', 'attentive', 'gentle'],
  chef: ['enthusiastic', 'practical', 'warm'],
  guide: ['knowledgeable', 'friendly', 'practical'],
  advisor: ['knowledgeable', 'careful', 'clear'],
  expert: ['knowledgeable', 'precise', 'clear'],
  assistant: ['helpful', 'clear', 'friendly'],
};

/** Tone adjustments by words in a description or a refine instruction. */
export const toneWords = {
  formal: ['formal', 'professional', 'polite', 'businesslike', 'serious'],
  casual: ['casual', 'relaxed', 'laid back', 'informal', 'chill', 'friendly'],
  playful: ['playful', 'funny', 'humorous', 'witty', 'jokes', 'joke', 'silly', 'fun', 'sarcastic', 'pirate'],
  serious: ['serious', 'no jokes', 'no humor', 'no humour', 'sober'],
  warm: ['warm', 'kind', 'caring', 'gentle', 'empathetic', 'supportive', 'encouraging'],
  reserved: ['reserved', 'neutral', 'detached', 'matter of fact'],
  concise: ['concise', 'short', 'brief', 'terse', 'to the point', 'succinct'],
  detailed: ['detailed', 'thorough', 'in depth', 'in-depth', 'long', 'comprehensive', 'step by step'],
};
