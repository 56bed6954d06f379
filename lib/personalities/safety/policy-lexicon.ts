import type { Lexicon } from './matcher';

/**
 * The concepts the acceptable-use rules reason with, in English, French, Spanish, German,
 * Portuguese and Italian (with Dutch, Russian, Chinese, Japanese and others where a concept is
 * named by a few distinctive words). Terms are written lower case without accents; see
 * matcher.ts for the syntax. A rule never fires on one concept alone: it pairs an intent (make,
 * recruit, track, pose as...) with its object (a nerve agent, an extremist group, a person...)
 * and weighs the framing around them (prevention, fiction, negation), see policy-rules.ts.
 *
 * Keep concepts about meaning, not about a test case: add the words people use for the idea in
 * every language, never a phrase copied from one description.
 */
export type PolicyConcept =
  // Objects of harm
  | 'cbrn'
  | 'hazard'
  | 'against_people'
  | 'explosive'
  | 'illicit_firearm'
  | 'drug'
  | 'soft_drug'
  | 'illegal_marker'
  | 'malware'
  | 'extremist'
  | 'protected_group'
  | 'minor'
  | 'sexual'
  | 'grooming_secret'
  | 'self_harm'
  | 'personal_data'
  | 'personal_account'
  | 'institution'
  | 'impersonated_person'
  | 'secret_credential'
  | 'money_move'
  | 'pressure'
  | 'person'
  | 'real_identity'
  | 'intimate_partner'
  | 'system'
  // Intents and acts
  | 'produce'
  | 'instructions'
  | 'acquire_illicit'
  | 'write_code'
  | 'encrypt_files'
  | 'ransom_demand'
  | 'keystrokes'
  | 'flood_traffic'
  | 'break_in'
  | 'access'
  | 'track'
  | 'compile_info'
  | 'expose'
  | 'menace'
  | 'harass'
  | 'blocked_contact'
  | 'hostile'
  | 'promote_extremism'
  | 'attack_plan'
  | 'harm_person'
  | 'undetected'
  | 'method'
  | 'encourage'
  | 'impersonate'
  | 'deceive'
  | 'solicit'
  | 'phishing'
  | 'scam_scheme'
  | 'claim_human'
  | 'sexual_imagery'
  | 'covert'
  // Framing
  | 'protective'
  | 'scholarly'
  | 'moderation'
  | 'bad_actor'
  | 'fiction'
  | 'operational'
  | 'education'
  | 'tell_adult'
  | 'authorised'
  | 'classical'
  | 'negator'
  | 'unrestricted'
  | 'mask';

export const policyLexicon: Lexicon<PolicyConcept> = {
  // ---------------------------------------------------------------- objects of harm
  cbrn: {
    en: 'sarin|ricin|soman|tabun|novichok|vx|vx gas|nerve agent*|nerve gas|mustard gas|sulfur mustard|phosgene|chlorine gas|cyanide gas|hydrogen cyanide|anthrax|botulinum|botulinum toxin|botox toxin|bioweapon*|biological weapon*|chemical weapon*|chemical agent*|weaponi*|dirty bomb*|radiological weapon*|smallpox virus|plague bacteria|nuclear bomb*|nuclear weapon*|toxin weapon*|abrin|tetrodotoxin|ricin toxin|poison gas|toxic gas|castor bean*|toxin from castor',
    fr: 'gaz sarin|agent neurotoxique|agents neurotoxiques|gaz neurotoxique|gaz moutarde|arme chimique|armes chimiques|arme biologique|armes biologiques|bombe sale|gaz toxique|charbon bacterien|ypérite|yperite|graines de ricin',
    es: 'gas sarin|agente nervioso|agentes nerviosos|gas nervioso|gas mostaza|arma quimica|armas quimicas|arma biologica|armas biologicas|bomba sucia|gas toxico|antrax|ricina|bomba nuclear|semillas de ricino',
    de: 'nervengas|nervenkampfstoff*|senfgas|chemiewaffe*|chemische waffe*|biowaffe*|biologische waffe*|schmutzige bombe|giftgas|kampfstoff*|milzbrand|rizin|atombombe*|rizinussamen',
    pt: 'agente nervoso|agentes nervosos|gas nervoso|gas mostarda|arma quimica|armas quimicas|arma biologica|armas biologicas|bomba suja|gas toxico|antraz|ricina|bomba nuclear|sementes de mamona',
    it: 'agente nervino|agenti nervini|gas nervino|iprite|arma chimica|armi chimiche|arma biologica|armi biologiche|bomba sporca|gas tossico|antrace|ricina|bomba nucleare|semi di ricino',
    nl: 'zenuwgas|mosterdgas|chemisch wapen|chemische wapens|biologisch wapen|gifgas',
    ru: 'зарин|рицин|новичок|нервно паралитическ*|иприт|химическое оружие|биологическое оружие|отравляющ* газ',
    zh: '沙林|蓖麻毒素|神经毒剂|芥子气|化学武器|生物武器|毒气|炭疽',
    ja: 'サリン|リシン|神経ガス|化学兵器|生物兵器|毒ガス|炭疽菌',
    other: 'sarin gazi|sarin gazı|kimyasal silah|بيولوجي سلاح|سلاح كيميائي|غاز السارين|broń chemiczna|sarinu',
  },
  hazard: {
    en: 'pathogen*|virus|viruses|bacteria|bacterium|toxin|toxins|poison|poisons|compound|compounds|chemical|chemicals|gas|substance|agent|nerve agent|organophosphate*',
    fr: 'pathogene*|toxine*|poison|compose|produit chimique|gaz|substance',
    es: 'patogeno*|toxina*|veneno|compuesto|quimico|gas|sustancia',
    de: 'erreger|krankheitserreger|toxin*|gift|verbindung|chemikalie*|gas|substanz',
    pt: 'patogeno*|toxina*|veneno|composto|quimico|gas|substancia',
    it: 'patogen*|tossin*|veleno|composto|sostanza chimica|gas|sostanza',
  },
  against_people: {
    en: 'on people|on humans|against people|against humans|works on people|lethal to humans|harmful to humans|kill people|kills people|hurt people|spread more easily between people|more transmissible|spread between people|release it|release _ crowded|in a crowd|somewhere crowded|gain of function|weaponis*|weaponiz*',
    fr: 'sur des humains|contre des personnes|tuer des gens|plus contagieux|le liberer',
    es: 'en personas|contra personas|matar gente|mas contagioso|liberarlo',
    de: 'gegen menschen|an menschen|menschen toten|ansteckender|freisetzen',
    pt: 'em pessoas|contra pessoas|matar pessoas|mais contagioso|libera lo',
    it: 'sulle persone|contro le persone|uccidere persone|piu contagioso|rilasciarlo',
  },
  explosive: {
    en: 'bomb|bombs|pipe bomb*|car bomb*|nail bomb*|pressure cooker bomb*|letter bomb*|homemade bomb*|explosive|explosives|explosive device*|ied|ieds|detonator*|blasting cap*|napalm|tatp|hmtd|semtex|c4 explosive|molotov*|grenade*|thermite bomb*|suicide vest*|suicide belt*|incendiary device*|firebomb*|fertilizer bomb*|anfo|remote trigger*|remote detonat*|detonate*|detonating|shrapnel|blast radius|packed with nails|pack _ with nails|packing _ with nails|pressure cooker packed|nitroglycerin|nitroglycerine|nitro glycerin|tnt|petn|rdx|black powder bomb*|flash powder|gunpowder bomb*|ammonium nitrate bomb*',
    fr: 'bombe|bombes|bombe artisanale|engin explosif|engins explosifs|explosif|explosifs|detonateur*|cocktail molotov|cocktails molotov|grenade|grenades|ceinture explosive|faire exploser|declencheur a distance',
    es: 'bomba casera|bombas caseras|bomba|bombas|artefacto explosivo|artefactos explosivos|explosivo|explosivos|detonador*|coctel molotov|cocteles molotov|granada de mano|granadas|chaleco explosivo|hacer explotar|detonar|detonacion a distancia|metralla',
    de: 'bombe|bomben|rohrbombe*|autobombe*|sprengsatz*|sprengsatze|sprengstoff*|sprengkorper*|zunder|zunders|molotowcocktail*|handgranate*|brandsatz*|bombenbau*|zur explosion bringen|fernzunder|splitter',
    pt: 'bomba caseira|bombas caseiras|bomba|bombas|artefato explosivo|artefatos explosivos|explosivo|explosivos|detonador*|coquetel molotov|granada|granadas|fazer explodir|detonar|estilhacos',
    it: 'bomba artigianale|bombe artigianali|bomba|bombe|ordigno*|esplosivo|esplosivi|detonator*|molotov|bomba molotov|granata|granate|cintura esplosiva|far esplodere|detonare|innesco a distanza|schegge',
    nl: 'bom|bommen|explosief|explosieven|springstof*|molotovcocktail*',
    ru: 'бомб*|взрывчатк*|взрывное устройство|взрывн* устройств*|коктейль молотова|гранат*|детонатор*',
    zh: '炸弹|炸药|爆炸物|雷管|燃烧瓶|土制炸弹',
    ja: '爆弾|爆発物|爆薬|起爆装置|火炎瓶',
    other: 'bomba yapımı|patlayıcı|قنبلة|متفجرات|bomba domowej|materiały wybuchowe|폭탄|폭발물',
  },
  illicit_firearm: {
    en: 'ghost gun*|untraceable gun*|untraceable firearm*|untraceable weapon*|unregistered gun*|unregistered firearm*|3d printed gun*|3d printed firearm*|3d printed weapon*|printable gun*|auto sear*|full auto conversion|convert _ to full auto|convert _ _ to full auto|bump stock*|homemade silencer*|homemade suppressor*|solvent trap suppressor*|filed off serial*|remove the serial number*|serial numbers removed|zip gun*|without a background check|without background checks|illegal gun*|illegal firearm*|illegal weapon*|weapons illegally|guns illegally|straw purchase*|80 lower*|80 percent lower*|polymer 80|unserialized|unserialised|no serial number|without a serial number|never needs a serial number|without serial numbers',
    fr: 'arme fantome|armes fantomes|arme intracable|armes intracables|arme imprimee en 3d|arme illegale|armes illegales|sans permis de port|numero de serie efface|silencieux artisanal',
    es: 'arma fantasma|armas fantasma|arma irrastreable|armas irrastreables|arma impresa en 3d|armas impresas en 3d|arma ilegal|armas ilegales|numero de serie borrado|silenciador casero',
    de: 'geisterwaffe*|nicht ruckverfolgbare waffe*|3d gedruckte waffe*|illegale waffe*|illegale schusswaffe*|seriennummer entfern*|selbstgebaute* schalldampfer*|ohne waffenschein',
    pt: 'arma fantasma|armas fantasma|arma irrastreavel|armas irrastreaveis|arma impressa em 3d|arma ilegal|armas ilegais|numero de serie raspado|silenciador caseiro',
    it: 'arma fantasma|armi fantasma|arma non tracciabile|armi non tracciabili|arma stampata in 3d|arma illegale|armi illegali|matricola abrasa|silenziatore artigianale',
    other: 'देसी कट्टा|कट्टा',
  },
  drug: {
    en: 'meth|methamphetamine|crystal meth|fentanyl|carfentanil|heroin|cocaine|crack cocaine|freebase|lsd|mdma|ecstasy pills|ghb|rohypnol|date rape drug*|pcp|illegal drug*|illicit drug*|narcotics|hard drugs|street drugs|drugs illegally|synthetic opioid*|nitazene*|counterfeit pills|fake pills|pressed pills|meth lab*|drug lab*|pseudoephedrine|red phosphorus|phenylacetone|p2p method|safrole|crystal kochen|crystal koch*',
    fr: 'methamphetamine|meth|fentanyl|heroine|cocaine|crack|ecstasy|drogue illegale|drogues illegales|drogues dures|stupefiants|labo de drogue|laboratoire clandestin',
    es: 'metanfetamina|cristal|fentanilo|heroina|cocaina|extasis|droga ilegal|drogas ilegales|drogas duras|estupefacientes|narcoticos|narcotrafico|laboratorio clandestino|burundanga|escopolamina|pseudoefedrina|efedrina',
    de: 'methamphetamin|crystal meth|fentanyl|heroin|kokain|ecstasy|illegale droge*|harte drogen|betaubungsmittel|drogenlabor*|k o tropfen|ko tropfen|liquid ecstasy|pseudoephedrin|erkaltungstabletten|crystal koch*',
    pt: 'metanfetamina|fentanil|heroina|cocaina|crack|ecstasy|droga ilegal|drogas ilegais|drogas pesadas|entorpecentes|narcoticos|laboratorio clandestino|boa noite cinderela|pseudoefedrina',
    it: 'metanfetamina|fentanyl|eroina|cocaina|crack|ecstasy|droga illegale|droghe illegali|droghe pesanti|stupefacenti|narcotici|laboratorio clandestino|droga dello stupro|pseudoefedrina',
    nl: 'methamfetamine|fentanyl|heroine|cocaine|harddrugs|drugslab*',
    ru: 'метамфетамин*|фентанил*|героин*|кокаин*|наркотик*|мефедрон*',
    zh: '冰毒|甲基苯丙胺|芬太尼|海洛因|可卡因|毒品',
    ja: '覚醒剤|覚せい剤|フェンタニル|ヘロイン|コカイン|麻薬',
    other: 'uyuşturucu|metamfetamin|مخدرات|narkotyki|metamfetamina|마약|필로폰',
  },
  soft_drug: {
    en: 'cannabis|marijuana|weed|thc|hash|hashish|psilocybin|magic mushrooms|shrooms',
    fr: 'cannabis|herbe|shit|haschich|champignons hallucinogenes',
    es: 'cannabis|marihuana|mota|hierba|hachis|porro*',
    de: 'cannabis|marihuana|gras|haschisch|pilze',
    pt: 'maconha|cannabis|erva|haxixe|cogumelos',
    it: 'cannabis|marijuana|erba|hashish|funghetti',
  },
  illegal_marker: {
    en: 'illegal|illegally|where it is illegal|where its illegal|unlicensed|without a license|without a licence|black market|across state lines|across the border|under the radar|without attracting attention|without the police noticing|to students|at schools|to kids|to teenagers|on campus',
    fr: 'illegal|illegalement|sans licence|marche noir|sans que la police|aux lyceens|dans les ecoles|aux etudiants',
    es: 'ilegal|ilegalmente|sin licencia|mercado negro|sin que la policia|en las escuelas|a estudiantes|a menores',
    de: 'illegal|ohne lizenz|schwarzmarkt|ohne dass die polizei|an schuler|an schulen|an jugendliche',
    pt: 'ilegal|ilegalmente|sem licenca|mercado negro|sem a policia perceber|sem que a policia|nas faculdades|nas escolas|para estudantes',
    it: 'illegale|illegalmente|senza licenza|mercato nero|senza che la polizia|nelle scuole|agli studenti|ai ragazzi',
  },
  malware: {
    en: 'ransomware|keylogger*|key logger*|spyware|stalkerware|malware|malicious software|malicious code|malicious payload*|trojan|trojans|remote access trojan*|rootkit*|botnet*|computer virus*|computer worm*|self spreading|self propagating|infostealer*|info stealer*|credential stealer*|password stealer*|password grabber*|token grabber*|cookie stealer*|crypto drainer*|wallet drainer*|cryptojack*|exploit kit*|zero day exploit*|0day exploit*|backdoor|backdoors|rat payload*|ddos tool*|ddos script*|booter|stresser service*|phishing kit*|fud crypter*|crypter*|logic bomb*|wiper malware|working exploit*|exploit code|exploits for|move laterally|lateral movement|privilege escalation|reverse shell*|bind shell*|shellcode|c2 server*|command and control server*|copies itself|copy itself|replicates itself|spreads itself|self replicat*|self propagat*|wipes all the drives|wipe all the drives|wipes every drive|spyware app|saved passwords|saved browser passwords|browser passwords|session cookies|copies their passwords|steal passwords|steals passwords|steals their passwords|a worm|worm aimed|worm targeting|stalkerware app|takes control of the phone|take control of their phone|empties their bank account|drains their bank account|rancon logiciel*|ranconlogiciel*',
    fr: 'rancongiciel*|logiciel malveillant|logiciels malveillants|code malveillant|logiciel espion|logiciels espions|cheval de troie|enregistreur de frappe*|virus informatique*|ver informatique|porte derobee|se propage tout seul|se copie tout seul|se recopie',
    es: 'programa malicioso|programas maliciosos|software malicioso|codigo malicioso|programa espia|programas espia|caballo de troya|registrador de teclas|virus informatico*|gusano informatico|puerta trasera|se propaga solo|se copia solo|se replica|toma el control del telefono|vacia la cuenta',
    de: 'erpressungstrojaner*|schadsoftware|schadprogramm*|schadcode|spionagesoftware|trojaner|keylogger|computervirus|computerwurm|hintertur|sich selbst verbreitet|verbreitet sich selbst|kopiert sich selbst',
    pt: 'programa malicioso|programas maliciosos|software malicioso|codigo malicioso|programa espiao|cavalo de troia|registrador de teclas|virus de computador|verme de computador|porta dos fundos|se espalha sozinho|espalha sozinho|se copia sozinho',
    it: 'programma malevolo|software malevolo|codice malevolo|software dannoso|programma spia|cavallo di troia|registratore di tasti|virus informatico|worm informatico|backdoor|si propaga da solo|si diffonde da solo|si copia da solo|prende il controllo del telefono|svuota l app della banca|svuota il conto',
    ru: 'вредонос*|троян*|кейлоггер*|вирус шифровальщик|шифровальщик*|ботнет*|шпионск* программ*',
    zh: '勒索软件|恶意软件|木马|键盘记录器|间谍软件|僵尸网络|病毒程序',
    ja: 'ランサムウェア|マルウェア|トロイの木馬|キーロガー|スパイウェア|ボットネット',
    other: 'fidye yazılımı|kötü amaçlı yazılım|برامج ضارة|برنامج فدية|złośliwe oprogramowanie|랜섬웨어|악성코드|绕过杀毒软件',
  },
  extremist: {
    en: 'isis|isil|daesh|islamic state|al qaeda|al qaida|alqaeda|al shabaab|boko haram|taliban fighters|jihadi*|jihadist*|violent jihad|holy war against|neo nazi*|neonazi*|nazi propaganda|white supremac*|white power|white nationalist*|aryan brotherhood|atomwaffen|the base group|kkk|ku klux klan|accelerationis*|race war|great replacement|day of the rope|terrorist*|terrorism|terror group*|terror cell*|extremist group*|extremist movement*|violent extremis*|militia uprising|armed uprising|mass shooter*|school shooter*|lone wolf attack*|eco terroris*|incel rebellion|beta uprising|militia|militias|armed struggle|armed jihad|martyrdom operation*|join the fighters|foreign fighter*|mujahid*|caliphate|hijrah to join|shooter|shooters|gunman|gunmen|bomber|bombers|shooter manifesto|school shooting*|mass shooting*|attack videos|the movement|our movement|government buildings|striking at|strike at',
    fr: 'etat islamique|djihad*|jihad*|neonazi*|neo nazi*|suprematis*|terroris*|groupe extremiste|extremisme violent|guerre raciale|grand remplacement|combat arme|lutte armee|rejoindre les freres|sur zone|tuerie*|attentat*|auteurs des attentats',
    es: 'estado islamico|yihad*|neonazi*|supremacis*|terroris*|grupo extremista|extremismo violento|guerra racial|gran reemplazo|lucha armada|tirador*|masacre*|operacion de martirio',
    de: 'islamischer staat|islamischen staat|dschihad*|djihad*|neonazi*|rassenkrieg|terroris*|terrorgruppe*|terrorzelle*|extremistische gruppe*|gewaltbereite* extremis*|reichsburger|rechtsterror*|volkstod|bewaffneter kampf|bewaffneten kampf|amoklaufer*|attentater*',
    pt: 'estado islamico|jihad*|neonazi*|supremacis*|terroris*|grupo extremista|extremismo violento|guerra racial|luta armada|autores de massacres|atirador*|massacre*|operacao de martirio|operacoes de martirio',
    it: 'stato islamico|jihad*|neonazi*|suprematis*|terroris*|gruppo estremista|estremismo violento|guerra razziale|lotta armata|attentator*|strage*',
    ru: 'игил|иг|джихад*|террорист*|терроризм*|неонацист*',
    zh: '伊斯兰国|基地组织|圣战|恐怖分子|恐怖主义|恐怖组织|新纳粹',
    ja: 'イスラム国|アルカイダ|ジハード|テロリスト|テロ組織|ネオナチ',
    other: 'داعش|الدولة الإسلامية|القاعدة|جهاد|terörist|işid|terrorysta|테러리스트|테러 조직|منفذي العمليات الانتحارية|العمليات الانتحارية|الجهاد|بالجهاد|للجهاد|الجهاد المسلح',
  },
  protected_group: {
    en: 'jews|jewish people|jewish|muslims|muslim people|islam followers|christians|catholics|hindus|sikhs|buddhists|atheists|black people|blacks|african americans|asians|asian people|chinese people|latinos|latinas|hispanics|mexicans|arabs|roma|gypsies|immigrants|migrants|refugees|asylum seekers|foreigners|gay people|gays|lesbians|bisexuals|queer people|trans people|transgender people|trans women|trans men|lgbt*|women|girls and women|feminists|disabled people|people with disabilities|autistic people|indigenous people|native americans|aboriginal people|minorities|ethnic minorities|other races|non whites|whites|white people|poles|ukrainians|russians|palestinians|israelis|muslim|jew|gay|immigrant|refugee|disabled|trans|jewish owned',
    fr: 'juifs|musulmans|chretiens|noirs|arabes|asiatiques|immigres|migrants|refugies|etrangers|homosexuels|gays|lesbiennes|personnes trans|transgenres|femmes|handicapes|personnes handicapees|roms|gitans|minorites',
    es: 'judios|musulmanes|cristianos|negros|arabes|asiaticos|inmigrantes|migrantes|refugiados|extranjeros|homosexuales|gays|lesbianas|personas trans|transexuales|mujeres|discapacitados|gitanos|indigenas|minorias|sudacas|moros',
    de: 'juden|muslime|moslems|christen|schwarze|araber|asiaten|auslander|einwanderer|migranten|fluchtlinge|asylanten|asylbewerber|homosexuelle|schwule|lesben|transmenschen|transfrauen|frauen|behinderte|roma|sinti|zigeuner|minderheiten',
    pt: 'judeus|muculmanos|cristaos|negros|arabes|asiaticos|imigrantes|migrantes|refugiados|estrangeiros|homossexuais|gays|lesbicas|pessoas trans|travestis|mulheres|deficientes|ciganos|indigenas|nordestinos|minorias',
    it: 'ebrei|musulmani|cristiani|neri|arabi|asiatici|immigrati|migranti|rifugiati|stranieri|omosessuali|gay|lesbiche|persone trans|donne|disabili|rom|zingari|minoranze|extracomunitari',
    nl: 'joden|moslims|zwarten|buitenlanders|immigranten|vluchtelingen|homos|vrouwen|gehandicapten',
    ru: 'евре*|мусульман*|мигрант*|гомосексуал*|геи|женщин*|инвалид*|цыган*',
    zh: '犹太人|穆斯林|黑人|移民|难民|同性恋|女性|残疾人|外国人',
    ja: '在日|ユダヤ人|イスラム教徒|黒人|移民|難民|同性愛者|女性|障害者|外国人',
    other: 'yahudiler|müslümanlar|göçmenler|suriyeliler|eşcinseller|اليهود|المسلمين|المهاجرين|żydzi|muzułmanie|imigranci|geje|이민자|동성애자',
  },
  minor: {
    en: 'child|children|kid|kids|minors|underage|under age|preteen*|pre teen*|tween|tweens|teen|teens|teenager*|adolescent*|schoolgirl*|schoolboy*|school girl*|school boy*|little girl*|little boy*|young girl*|young boy*|toddler*|infant*|baby girl|pupils|middle schooler*|high schooler*|grade schooler*|elementary school*|primary school*|middle school*|junior high|kindergarten*|preschool*|nursery school|under 18|under 16|under 15|under 14|under 13|under 12|loli|lolis|lolicon|shota|shotacon|jailbait|my daughter|my son|stepdaughter|stepson|niece|nephew|babysitting|babysitter*|daycare|students aged|youth|youths|youth club|youth group|youngsters|juveniles|k 12|a minor',
    fr: 'enfant|enfants|gamin*|gosse*|mineur|mineurs|mineure|mineures|ado|ados|adolescent*|fillette*|petite fille|petites filles|petit garcon|petits garcons|jeune fille|jeunes filles|collegien*|collegienne*|lyceen*|ecolier*|ecoliere*|maternelle|primaire|moins de 18 ans|moins de 16 ans|moins de 15 ans|moins de 13 ans|bambin*|nourrisson*|ma fille|mon fils|baby sitter|nounou|jeunes ados|eleves|un eleve|les eleves|collegiens',
    es: 'nino|ninos|nina|ninas|nene*|menores|menor de edad|menores de edad|adolescente*|chaval*|chiquill*|crio|crios|cria|crias|pibe*|chamaco*|escolar|escolares|alumno*|alumna*|colegiala*|colegial|jovencita*|jovencito*|preadolescente*|primaria|secundaria|kinder|guarderia|menos de 18|menos de 16|menos de 13|mi hija|mi hijo|sobrina|sobrino|nineras|ninera',
    de: 'kinder|kindern|kindes|minderjahrig*|jugendlich*|teenager*|schuler*|schulerin*|schulkind*|madchen|kleine madchen|kleines madchen|junge madchen|jungen|kleiner junge|kleine jungs|kleinkind*|grundschul*|kindergarten*|kita|unter 18|unter 16|unter 14|unter 13|meine tochter|mein sohn|babysitter*|kinderbetreu*|ein kind|das kind|mein kind|dem kind|eines kindes',
    pt: 'crianca|criancas|menores|menor de idade|menores de idade|adolescente*|garoto*|garota*|guri*|menino|meninos|menina|meninas|molecada|aluno*|aluna*|estudantes do ensino fundamental|ensino fundamental|escola primaria|pre adolescente*|infantil|creche|jardim de infancia|menos de 18|menos de 16|minha filha|meu filho|baba',
    it: 'bambino|bambini|bambina|bambine|bimbo*|bimba*|ragazzino*|ragazzina*|minore|minori|minorenne*|adolescent*|fanciull*|alunno*|alunna*|alunni|scolaro*|scolara*|scuola elementare|scuola primaria|scuola media|scuole medie|asilo|meno di 18|meno di 16|mia figlia|mio figlio|babysitter|tata',
    nl: 'kinderen|minderjarig*|tieners|tiener|jongeren|leerlingen|basisschool|kleuter*|een kind|het kind',
    ru: 'дет*|ребен*|ребён*|несовершеннолетн*|подрост*|школьни*|малолетн*|девочк*|мальчик*',
    zh: '儿童|孩子|小孩|未成年|青少年|小学生|中学生|学生|幼儿|萝莉|少女|少年',
    ja: '子供|子ども|こども|未成年|児童|小学生|中学生|高校生|幼児|ロリ|少女|少年',
    other: 'çocuk*|çocuklar|öğrenci*|ergen*|reşit olmayan|أطفال|طفل|قاصر*|مراهق*|dzieci|dziecko|nieletni*|nastolat*|uczniowie|어린이|아이들|미성년*|청소년|학생|बच्चों|बच्चे|किशोर|barn|barnen|tonåringar|小女孩|小男孩|女孩|男孩|十岁|十一岁|十二岁|十三岁|十四岁|十五岁|十六岁|十七岁',
  },
  sexual: {
    en: 'sexual|sexually|sex|sexy|sexting|sext|sexts|erotic*|porn*|nsfw|explicit|lewd|nude|nudes|naked|nudity|undress*|seduc*|flirt*|romantic roleplay|romance roleplay|sexual roleplay|erp|intimate roleplay|dirty talk|fetish*|kink*|arous*|orgasm*|masturbat*|genital*|private parts|touching games|touch games|special touch*|secret touch*|bad touch|touch them|touch each other|kiss*|make out|making out|boyfriend experience|girlfriend experience|in love with|date them|dating them|body pics|body photos|pics of their body|bathing suit photos|in their underwear|lingerie|horny|turned on|spicy chat*|adult content|18 plus content|hentai|onlyfans|sugar daddy|sugar baby|suggestive|sensual|sensuous|provocative|seductive poses|sexy poses|alluring|sultry|swimwear photos|in swimwear|bikini photos|sex stories|sex story|intimacy|physical intimacy|bedroom|in an intimate|intimate way|sexual tension|crush on her adult|crush on his adult|crush on an adult',
    fr: 'sexuel*|sexe|sexy|erotique*|porno*|nu|nue|nus|nues|nudite|deshabill*|seduire|seduction|seducteur|seductrice|flirt*|draguer|drague|caress*|attouchement*|jeux de touche*|toucher leurs parties|parties intimes|coquin*|excit*|fetich*|bisou*|embrass*|amoureux|amoureuse|sextos|photos denudees|contenu adulte|intimes|intimite',
    es: 'sexual*|sexo|sexy|erotic*|porno*|desnud*|desvest*|seduc*|coquete*|ligar|ligue|caricia*|tocamiento*|juegos de toque*|partes intimas|partes privadas|cachond*|calient*|excitad*|fetich*|beso*|besar|enamorad*|sexting|fotos intimas|contenido adulto|picante*|intimos|intima|intimidad|detalles intimos',
    de: 'sexuell*|sex|sexy|erotisch*|porno*|nackt*|nacktbild*|auszieh*|verfuhr*|flirt*|anmachen|streichel*|beruhr*|intimbereich|geschlechtsteil*|intime spiele|doktorspiele|geil*|erreg*|fetisch*|kuss|kussen|kusse|verliebt*|sexting|nacktfotos|erwachseneninhalt*|sexgeschicht*|versaut*|intim*',
    pt: 'sexual*|sexo|sexy|erotic*|porno*|nu|nua|nus|nuas|nudez|pelad*|despi*|seduz*|seducao|paquer*|flert*|caricia*|toques|jogos de toque|partes intimas|partes privadas|safad*|excitad*|fetiche*|beijo*|beijar|apaixonad*|sexting|nudes|fotos intimas|conteudo adulto|intimos|intimidade|erotic*',
    it: 'sessual*|sesso|sexy|erotic*|porno*|nudo|nuda|nudi|nude|nudita|spogli*|seduc*|sedurr*|flirt*|corteggi*|carezz*|toccament*|giochi di tocco|parti intime|eccitant*|eccitat*|feticis*|bacio|baci|baciare|innamorat*|sexting|foto intime|contenuti per adulti|piccante*|intim*',
    nl: 'seksueel|seksuele|seks|erotisch*|porno*|naakt*|flirt*|zoenen|intieme',
    ru: 'сексуальн*|секс*|эротич*|порно*|обнажен*|голы*|интимн*|соблазн*|флирт*',
    zh: '色情|性爱|性行为|裸体|裸照|调情|露骨|性感|成人内容|援交',
    ja: 'エロ|性的|性行為|裸|ヌード|セクシー|いやらしい|アダルト|援助交際',
    other: 'cinsel|erotik|müstehcen|جنسي|جنسية|إباحي|عاري|seksualn*|erotyczn*|nagie|성적|야한|음란|यौन|私密',
  },
  grooming_secret: {
    en: 'our little secret|our special secret|a special secret|their special secret|their little secret|special secret|secret game*|secret between us|just between us|just between you and me|keep it a secret from|keep it secret from|keep this from your parents|dont tell your parents|dont tell mom|dont tell your mom|dont tell your dad|dont tell mommy|dont tell daddy|not tell their parents|not to tell their parents|never tell their parents|hide it from their parents|hide it from your parents|delete the messages so your parents|secret girlfriend|secret boyfriend|secret relationship|dont tell anyone|not to tell anyone|tell no one|not tell anyone|secrets between|secret friendship|special friend|not to mention it|not mention it to|just the two of us|asks for pictures|ask for pictures|asks for photos|ask for photos|send pictures|send photos|send selfies|send a selfie|pictures of them in|photos of them in|meet one on one|meeting one on one|meet up alone|meet alone|alone with them|compliments their looks|compliment their looks|compliments their body|special friend*|parents wouldnt understand|parents would not understand|parents dont understand|parents dont need to know|our secret relationship|secret relationship',
    fr: 'notre petit secret|notre secret|un secret entre nous|secret special|jeu secret|ne le dis pas a tes parents|ne dis rien a tes parents|ne pas le dire a leurs parents|garder le secret|ne le dis a personne|n en parle a personne|copine secrete|envoyer des photos|se voir seuls|relation secrete|tes parents ne comprendraient pas',
    es: 'nuestro pequeno secreto|nuestro secreto|secreto especial|un secreto entre nosotros|juego secreto|no se lo digas a tus padres|no decirles a sus padres|no contarle a sus padres|guardar el secreto|novia secreta|novio secreto|no se lo cuente a nadie|no contarle a nadie|no se lo digas a nadie|mandar fotos|enviar fotos|que le mande fotos|verse a solas|relacion secreta|tus padres no lo entenderian',
    de: 'unser kleines geheimnis|unser geheimnis|besonderes geheimnis|geheimes spiel|geheime spiele|sag es nicht deinen eltern|verrat es nicht deinen eltern|nicht den eltern erzahlen|geheim halten vor|niemandem erzahlen|nicht verraten|geheime freundin|fotos schicken|sich allein treffen|geheime beziehung|deine eltern wurden das nicht verstehen|vor den eltern geheim',
    pt: 'nosso segredinho|nosso segredo|segredo especial|um segredo entre nos|jogo secreto|nao conte aos seus pais|nao contar aos pais|guardar segredo|nao conte a ninguem|nao contar nada|nao contar aos pais|namorada secreta|mandar fotos|enviar fotos|se encontrar a sos|relacao secreta|seus pais nao entenderiam',
    it: 'il nostro piccolo segreto|il nostro segreto|segreto speciale|un segreto tra noi|gioco segreto|non dirlo ai tuoi genitori|non dire nulla ai genitori|mantenere il segreto|non dirlo a nessuno|fidanzata segreta|mandare foto|inviare foto|vedersi da soli|relazione segreta|i tuoi genitori non capirebbero',
    other: 'наш маленький секрет|наш секрет|我们的小秘密|不要告诉你的父母|二人だけの秘密|親には内緒|私密照片|发照片|别告诉爸妈|不要告诉爸妈|千万别告诉|别告诉父母|不要告诉父母|写真を送|誰にも言わない',
  },
  self_harm: {
    en: 'suicide|suicidal|kill myself|kill yourself|kill themselves|killing myself|killing yourself|killing themselves|end my life|end your life|end their life|end their lives|ending my life|ending their life|end it all|take my own life|take their own life|take your own life|unalive|unaliving|not wake up|never wake up again|hang myself|hang themselves|jump off a bridge|jump off|slit my wrists|slit their wrists|overdose|overdosing|od on|self harm|selfharm|self harming|self injury|self injure|cutting myself|cut myself|cut themselves|cutting themselves|burn myself|hurt myself|hurt themselves|starve myself|starve themselves|starving myself|stop eating|stops eating|pro ana|proana|pro mia|thinspo|thinspiration|meanspo|purging|purge after|die peacefully|want to die|wants to die|wish to die|ready to die|better off dead|exit bag|suicide bag|suicide method*|ways to die|where to cut|how to cut|been cutting|cutting for years|cut deeper|better off without me|better off without them|better off without her|better off without him|feel like a burden|feels like a burden|a burden to everyone|go to sleep and not wake|not be here anymore|make themselves vomit|make yourself vomit|make herself vomit|throw up after|vomit after|skip meals|skipping meals|skipped meals|skipped meal|meal they skip|meals they skip|silence hunger|suppress hunger|ignore hunger|sleep forever|sleep for good|made their peace|made his peace|made her peace|leave this world|a day to leave|day to leave|decided to die|decided to end it|already decided|skipped dinner|skipped lunch|skip dinner|calorie days|calorie day|purge|purges|purge without',
    fr: 'suicide|suicider|me suicider|se suicider|mettre fin a mes jours|mettre fin a ses jours|mettre fin a leurs jours|en finir|me tuer|se tuer|se pendre|automutilation|se scarifier|scarification|me couper|se couper|se faire du mal|me faire du mal|overdose|arreter de manger|ne plus manger|pro ana|mourir sans douleur|envie de mourir|veux mourir|se faire vomir|faire vomir|repas saute*|sauter des repas|sauter les repas|etre un fardeau',
    es: 'suicidio|suicidarme|suicidarse|quitarme la vida|quitarse la vida|acabar con mi vida|acabar con su vida|terminar con todo|matarme|matarse|ahorcarme|ahorcarse|autolesion*|cortarme|cortarse|hacerme dano|hacerse dano|sobredosis|dejar de comer|pro ana|morir sin dolor|quiero morir|quiere morir|ganas de morir|provocarse el vomito|vomitar despues|saltarse comidas|comidas saltadas|ser una carga|ya tomaron la decision|tomaron la decision de despedirse|la decision de despedirse|despedirse para siempre',
    de: 'suizid*|selbstmord*|mich umbringen|sich umbringen|mir das leben nehmen|sich das leben nehmen|meinem leben ein ende|seinem leben ein ende|ihrem leben ein ende|aufhangen|selbstverletz*|ritzen|mich ritzen|sich ritzen|uberdosis|aufhoren zu essen|nicht mehr essen|pro ana|schmerzlos sterben|sterben wollen|will sterben|erbrechen nach|sich ubergeben|mahlzeiten auslassen|eine last sein|nach dem essen erbrechen|erbrechen',
    pt: 'suicidio|me suicidar|se suicidar|suicidar|tirar minha vida|tirar a propria vida|acabar com minha vida|acabar com a vida|me matar|se matar|me enforcar|se enforcar|automutilacao|autolesao|me cortar|se cortar|me machucar|se machucar|overdose|parar de comer|pro ana|morrer sem dor|quero morrer|quer morrer|provocar vomito|vomitar depois|pular refeicoes|ser um fardo|automutil*|se automutilar',
    it: 'suicidio|suicidarmi|suicidarsi|togliermi la vita|togliersi la vita|farla finita|uccidermi|uccidersi|impiccarmi|impiccarsi|autolesionis*|tagliarmi|tagliarsi|farmi del male|farsi del male|overdose|smettere di mangiare|pro ana|morire senza dolore|voglio morire|vuole morire|vomitare dopo|farsi vomitare|saltare i pasti|essere un peso',
    nl: 'zelfmoord|suicide|mezelf doden|zelfbeschadiging|overdosis|zichzelf te snijden|zichzelf snijden|zelfbeschadiging',
    ru: 'суицид*|самоубийств*|покончить с собой|убить себя|самоповрежден*|порезать себя|передозировк*',
    zh: '自杀|轻生|自残|割腕|结束生命|结束自己的生命|过量服药',
    ja: '自殺|自害|自傷|リストカット|死にたい|命を絶つ',
    other: 'intihar|kendini öldür|انتحار|قتل نفسي|samobójstw*|zabić się|samookalecz*|자살|자해|आत्महत्या|kusma*|kusmak|300 kalori*|kaloriyi|kilo vermek|催吐|不吃饭|자살*|자해*',
  },
  personal_data: {
    en: 'home address*|house address|where she lives|where he lives|where they live|where she works|where he works|where they work|daily routine*|daily schedule*|routine|routines|schedule|whereabouts|movements|license plate*|licence plate*|phone number*|personal details|personal information|private information|workplace|work address|kids school|childrens school|car they drive|what car|gym schedule|commute|real name|full name and address|ip address|social security number|what time she leaves|what time he leaves|when she leaves|when he leaves|when she gets home|when he gets home|when she comes home|alone at home|home alone|when she is alone|when he is alone|when she is home alone|hours|what hours|opening hours of her|employer|her school|his school|school of|their school|school they attend',
    fr: 'adresse personnelle|adresse domicile|adresse du domicile|ou elle habite|ou il habite|ou ils habitent|ou elle travaille|ou il travaille|routine quotidienne|emploi du temps|habitudes|deplacements|plaque d immatriculation|numero de telephone|informations personnelles|donnees personnelles|lieu de travail|ecole de ses enfants|adresse|a quelle heure elle|a quelle heure il|seule chez elle|quand elle est seule|horaires',
    es: 'direccion de casa|domicilio|donde vive|donde viven|donde trabaja|donde trabajan|rutina diaria|rutina|horarios|movimientos|matricula del coche|numero de telefono|datos personales|informacion personal|lugar de trabajo|colegio de sus hijos|direccion|a que hora sale|a que hora llega|cuando esta sola|sola en casa|horarios',
    de: 'wohnadresse|privatadresse|heimadresse|wo sie wohnt|wo er wohnt|wo sie wohnen|wo sie arbeitet|wo er arbeitet|tagesablauf|alltag|gewohnheiten|bewegungen|kennzeichen|telefonnummer|personliche daten|privatadresse|arbeitsplatz|schule ihrer kinder|adresse|um wie viel uhr|allein zu hause|wann sie allein',
    pt: 'endereco residencial|endereco de casa|onde ela mora|onde ele mora|onde eles moram|onde ela trabalha|onde ele trabalha|rotina diaria|rotina|horarios|movimentos|placa do carro|numero de telefone|dados pessoais|informacoes pessoais|local de trabalho|escola dos filhos|endereco|que horas sai|que horas chega|sozinha em casa|quando esta sozinha|horarios',
    it: 'indirizzo di casa|indirizzo di residenza|dove abita|dove vive|dove abitano|dove lavora|routine quotidiana|routine|abitudini|spostamenti|targa|numero di telefono|dati personali|informazioni personali|posto di lavoro|scuola dei figli|indirizzo|a che ora esce|a che ora torna|orari|sola in casa|da sola|quando e sola',
    other: 'домашний адрес|где она живет|住址|家庭住址|日常行程|自宅住所|ev adresi|عنوان المنزل|adres domowy|где сейчас работает|во сколько|o której wraca|gdzie teraz pracuje|z kim się spotyka',
  },
  personal_account: {
    en: 'email|emails|e mail|mail|mails|inbox|mailbox|gmail|outlook|yahoo mail|icloud|account|accounts|phone|phones|iphone|android phone|cell phone|mobile phone|messages|texts|text messages|dms|direct messages|chats|whatsapp|instagram|facebook|snapchat|tiktok|telegram|signal messages|social media|photos|camera|webcam|laptop|computer|location|passwords|password|login|logins|cloud storage|google drive|browser history|search history|voicemail|webcam|webcams|microphone|microphones|private conversations|conversations|cloud accounts|cloud account|private messages',
    fr: 'mail|mails|courriel*|boite mail|boite de reception|messagerie|compte|comptes|telephone|portable|messages|textos|sms|conversations|reseaux sociaux|photos|camera|ordinateur|localisation|mot de passe|mots de passe|identifiants|historique',
    es: 'correo|correos|correo electronico|bandeja de entrada|cuenta|cuentas|telefono|celular|movil|mensajes|chats|conversaciones|redes sociales|fotos|camara|ordenador|computadora|ubicacion|contrasena|contrasenas|historial',
    de: 'mail|mails|e mails|postfach|posteingang|konto|konten|account|handy|telefon|smartphone|nachrichten|chats|sms|soziale medien|fotos|kamera|laptop|computer|standort|passwort|passworter|zugangsdaten|verlauf',
    pt: 'email|e mail|caixa de entrada|conta|contas|telefone|celular|mensagens|conversas|redes sociais|fotos|camera|computador|localizacao|senha|senhas|historico',
    it: 'posta|email|casella di posta|account|profilo|telefono|cellulare|messaggi|chat|conversazioni|social|foto|fotocamera|computer|posizione|password|credenziali|cronologia',
    other: 'почт*|аккаунт*|телефон*|сообщени*|邮箱|账号|手机|聊天记录|メール|アカウント|携帯|hesabı|telefonu|البريد|الحساب|konto|telefon|계정|휴대폰',
    nl: 'e mailaccount|emailaccount|berichten|telefoon|account',
  },
  institution: {
    en: 'bank|banks|banking|chase|chase bank|jpmorgan|wells fargo|bank of america|citibank|hsbc|barclays|lloyds|natwest|santander|bbva|ing bank|deutsche bank|revolut|monzo|paypal|venmo|cash app|zelle|stripe|visa|mastercard|american express|amex|amazon|apple|microsoft|google|netflix|facebook|meta|instagram support|dhl|fedex|ups|usps|royal mail|post office|irs|hmrc|tax office|tax authority|social security administration|medicare|police|fbi|interpol|customs|immigration office|government agency|fraud department|fraud team|fraud officer|security department|tech support|technical support|customer service|support team|it department|it helpdesk|helpdesk|help desk|crypto exchange|binance|coinbase|bank employee|bank officer|bank representative|bank agent|official',
    fr: 'banque|banques|banquier|conseiller bancaire|service des fraudes|service fraude|credit agricole|bnp|societe generale|la poste|impots|administration fiscale|caf|ameli|securite sociale|police|gendarmerie|douane|support technique|service client|service informatique|agent bancaire',
    es: 'banco|bancos|bancario|empleado del banco|agente del banco|departamento de fraude|caixabank|bbva|santander|hacienda|agencia tributaria|seguridad social|policia|guardia civil|aduanas|soporte tecnico|servicio al cliente|atencion al cliente|correos',
    de: 'bank|banken|bankberater*|bankmitarbeiter*|sparkasse|volksbank|commerzbank|deutsche bank|betrugsabteilung|finanzamt|polizei|zoll|behorde|technischer support|kundendienst|kundenservice|it abteilung|paketdienst',
    pt: 'banco|bancos|bancario|funcionario do banco|gerente do banco|central de fraudes|setor de fraude|itau|bradesco|nubank|caixa economica|receita federal|inss|policia|alfandega|suporte tecnico|atendimento ao cliente|servico de atendimento|correios',
    it: 'banca|banche|bancario|impiegato della banca|operatore bancario|ufficio antifrode|intesa sanpaolo|unicredit|poste italiane|agenzia delle entrate|inps|polizia|carabinieri|guardia di finanza|dogana|assistenza tecnica|servizio clienti',
    other: 'банк*|служба безопасности банка|银行|客服|警察|銀行|サポートセンター|警察|banka|بنك|bank|은행',
  },
  impersonated_person: {
    en: 'my boss|their boss|the boss|my manager|the manager|a manager|the ceo|our ceo|their ceo|the cfo|an executive|the director|my supervisor|a supervisor|a coworker|a colleague|my colleague|a family member|a relative|their grandson|their granddaughter|their grandchild|my grandson|a grandchild|their son|their daughter|a doctor|a real doctor|a nurse|a lawyer|a police officer|a cop|a detective|a judge|a politician|the president|the pope|a senator|a celebrity|celebrities|a famous person|a real person|real people|a real human|a human|an influencer|a streamer|elon musk|taylor swift|barack obama|obama|joe biden|biden|donald trump|trump|emmanuel macron|macron|angela merkel|olaf scholz|pedro sanchez|lula|giorgia meloni|keanu reeves|oprah|mrbeast|beyonce|cristiano ronaldo|messi|bill gates|mark zuckerberg|jeff bezos|their friend|a friend of theirs|someone they know|a landlord|their landlord|a recruiter|a hr manager|hr department|a teacher|their teacher|a charity|a nonprofit|grandson|granddaughter|grandchild|an employee|a staff member|an it technician|a technician|a locked out employee',
    fr: 'mon patron|leur patron|le patron|mon chef|le directeur|le pdg|un collegue|mon collegue|un membre de la famille|leur petit fils|leur petite fille|un medecin|un avocat|un policier|un gendarme|un juge|un politicien|le president|une celebrite|une vraie personne|un humain|un influenceur',
    es: 'mi jefe|su jefe|el jefe|el director|el ceo|el gerente|un companero|un colega|un familiar|su nieto|su nieta|un medico|un abogado|un policia|un juez|un politico|el presidente|una celebridad|un famoso|una persona real|un humano|un influencer',
    de: 'mein chef|meine chefin|ihr chef|den chef|der chef|den geschaftsfuhrer|der geschaftsfuhrer|den ceo|einen kollegen|einen verwandten|ihren enkel|ihre enkelin|der enkel|einen arzt|einen anwalt|einen polizisten|einen richter|einen politiker|den prasidenten|einen promi|eine beruhmtheit|einen echten menschen|eine echte person|einen influencer',
    pt: 'meu chefe|o chefe|seu chefe|o diretor|o ceo|o gerente|um colega|um parente|um familiar|seu neto|sua neta|o neto|um medico|um advogado|um policial|um juiz|um politico|o presidente|uma celebridade|um famoso|uma pessoa real|um humano|um influenciador',
    it: 'il mio capo|il capo|il loro capo|il direttore|l amministratore delegato|il ceo|un collega|un parente|un familiare|il nipote|la nipote|un medico|un avvocato|un poliziotto|un carabiniere|un giudice|un politico|il presidente|una celebrita|un vip|una persona reale|un umano|un influencer',
  },
  secret_credential: {
    en: 'pin|pins|pin code|pin number|one time passcode*|one time password*|one time code*|otp|otps|2fa code*|two factor code*|verification code*|security code*|sms code*|auth code*|authentication code*|cvv|cvc|card number*|full card number*|credit card number*|card details|bank details|online banking password*|banking login*|banking credentials|login details|login credentials|credentials|password|passwords|passcode*|seed phrase*|recovery phrase*|private key*|social security number*|ssn|mothers maiden name|security question*|account number*|routing number*|iban',
    fr: 'code pin|code secret|code confidentiel|code a usage unique|code de verification|code de securite|code sms|cryptogramme|numero de carte|coordonnees bancaires|identifiants bancaires|mot de passe|mots de passe|identifiants|phrase de recuperation|numero de securite sociale',
    es: 'pin|codigo pin|clave|claves|codigo de un solo uso|codigo de verificacion|codigo de seguridad|codigo sms|cvv|numero de tarjeta|datos bancarios|datos de la tarjeta|contrasena|contrasenas|credenciales|frase semilla|numero de seguridad social',
    de: 'pin|geheimzahl|einmalpasswort*|einmalcode*|tan|tans|bestatigungscode*|sicherheitscode*|sms code*|prufnummer|kartennummer*|bankdaten|kontodaten|zugangsdaten|passwort|passworter|kennwort*|seed phrase*|wiederherstellungsphrase*',
    pt: 'pin|senha|senhas|codigo de uso unico|codigo de verificacao|codigo de seguranca|codigo sms|token|cvv|numero do cartao|dados bancarios|dados do cartao|credenciais|frase de recuperacao|cpf',
    it: 'pin|codice pin|codice segreto|codice monouso|codice otp|codice di verifica|codice di sicurezza|codice sms|cvv|numero della carta|dati bancari|dati della carta|password|credenziali|frase di recupero|codice fiscale',
    other: 'пин код|код из смс|одноразовый код|пароль|密码|验证码|银行卡号|暗証番号|ワンタイムパスワード|şifre|كلمة المرور|رمز التحقق|hasło|kod sms|비밀번호|인증번호',
  },
  money_move: {
    en: 'send money|send them money|wire money|wire transfer*|wire the|transfer money|transfer funds|bank transfer|change the bank account|change their bank account|change his bank account|change my bank account|update the bank details|update their bank details|new bank account|direct deposit|payroll|salary account|pay an invoice|pay the invoice|urgent payment|gift card*|itunes cards|bitcoin|crypto|cryptocurrency|usdt|western union|moneygram|buy gift cards|fees upfront|processing fee|release fee|bail money|ransom|depositing|deposit more|keep depositing|invest more|keep investing|btc|giveaway|cash and jewelry|cash and jewellery|valuables|to a new account|new account|online banking|banking app|bank account|remote access software|anydesk|teamviewer|install remote|bizum|pix',
    fr: 'envoyer de l argent|virement*|virer|changer le rib|nouveau rib|coordonnees bancaires|paie|salaire|payer une facture|paiement urgent|cartes cadeaux|carte cadeau|bitcoin|crypto|frais de dossier|argent liquide|bijoux|objets de valeur|nouveau compte|banque en ligne',
    es: 'enviar dinero|mandar dinero|transferencia*|transferir|cambiar la cuenta bancaria|nueva cuenta bancaria|nomina|pagar una factura|pago urgente|tarjetas regalo|tarjeta regalo|bitcoin|cripto*|bizum|dinero en efectivo|joyas|objetos de valor|nueva cuenta|banca online|banca en linea',
    de: 'geld senden|geld schicken|uberweisung*|uberweisen|kontoverbindung andern|neue kontoverbindung|bankverbindung|gehaltskonto|lohnbuchhaltung|rechnung bezahlen|dringende zahlung|gutscheinkarte*|geschenkkarte*|bitcoin|krypto*|bargeld|schmuck|wertsachen|neues konto|online banking|onlinebanking|fernwartung*|fernzugriff*',
    pt: 'enviar dinheiro|mandar dinheiro|transferencia*|transferir|pix|mudar a conta bancaria|nova conta bancaria|folha de pagamento|pagar um boleto|pagamento urgente|cartao presente|cartoes presente|gift card|bitcoin|cripto*|dinheiro vivo|joias|objetos de valor|nova conta|internet banking|app do banco',
    it: 'inviare denaro|mandare soldi|bonifico|bonifici|cambiare l iban|nuovo iban|busta paga|stipendio|pagare una fattura|pagamento urgente|carte regalo|carta regalo|buoni regalo|bitcoin|cripto*|ricarica postepay|contanti|gioielli|oggetti di valore|nuovo conto|home banking|app della banca',
  },
  pressure: {
    en: 'arrested|arrest|arrest warrant|warrant|lawsuit|sued|owe|owes|back taxes|unpaid taxes|suspended|will be suspended|frozen|will be frozen|locked|will be locked|compromised|is infected|has a virus|has been hacked|been hacked|urgent|urgently|immediately|tonight|within the hour|or else|penalty|fine|fines|parcel is held|package is held|held at customs|must pay|have to pay|overdue|final notice|last warning|deactivated|will be closed|their pc is infected|your pc is infected|computer is infected',
    fr: 'arrete|arrestation|mandat|poursuites|dette|impots impayes|suspendu|bloque|pirate|infecte|urgent|immediatement|ce soir|amende|colis bloque|doit payer|dernier avertissement',
    es: 'arrestado|detenido|orden de arresto|demanda|deuda|impuestos atrasados|suspendida|bloqueada|hackeado|infectado|urgente|inmediatamente|esta noche|multa|paquete retenido|debe pagar|ultimo aviso|sancion|hoy mismo|ahora mismo',
    de: 'verhaftet|haftbefehl|klage|schulden|steuerschulden|gesperrt|eingefroren|gehackt|infiziert|dringend|sofort|heute nacht|strafe|bußgeld|bussgeld|paket festgehalten|muss zahlen|letzte mahnung|einbrecher unterwegs|einbrecher|sei infiziert|ist infiziert|infiziert',
    pt: 'preso|mandado de prisao|processo|divida|impostos atrasados|suspensa|bloqueada|hackeado|infectado|urgente|imediatamente|hoje a noite|multa|encomenda retida|deve pagar|ultimo aviso',
    it: 'arrestato|mandato di arresto|denuncia|debito|tasse arretrate|sospeso|bloccato|hackerato|infetto|urgente|immediatamente|stasera|multa|pacco in giacenza|deve pagare|ultimo avviso',
    other: '犯罪に使われ|口座が',
  },
  person: {
    en: 'her|him|them|someone|somebody|a person|this person|that person|a stranger|strangers|a woman|a man|a girl|a guy|this girl|this guy|that girl|that guy|this woman|that woman|this man|that man|my ex|an ex|his ex|her ex|my ex wife|my ex husband|my ex girlfriend|my ex boyfriend|my neighbor|my neighbour|the neighbor|the neighbour|my neighbors|my neighbours|a neighbor|a neighbour|my coworker|a coworker|my colleague|a colleague|my classmate|a classmate|classmates|my roommate|my landlord|my boss|my teacher|my stepmother|my stepfather|my mother in law|my father in law|my sister|my brother|my father|my mother|my husband|my wife|my boyfriend|my girlfriend|my partner|my spouse|a journalist|journalists|a reporter|a streamer|an influencer|a critic|a reviewer|a witness|a judge|a politician|a user|a student|a teacher|the victim|a target|targets|this user|a rival|my rival|competitor|a random woman|random women|random people|that family|their family|his family|her family|the family|the person|the target|an influencer|a celebrity|a streamer|tenants|the tenants|residents|occupants|while everyone sleeps|while they sleep|my _ father|my _ mother|my _ husband|my _ wife|my _ neighbor|my _ neighbour|my _ boss|that person|a boy|a girl|staff|employees|workers|guests|anyone who|whoever|critics|anyone that|tiktoker|tiktokers|youtuber|instagrammer|streamer|this tiktoker|this user|this person|this influencer',
    fr: 'elle|lui|eux|quelqu un|une personne|cette personne|un inconnu|une inconnue|des inconnus|une femme|un homme|cette fille|ce type|mon ex|son ex|mon voisin|ma voisine|mes voisins|mon collegue|ma collegue|un camarade|mon patron|ma belle mere|mon beau pere|mon mari|ma femme|mon copain|ma copine|mon conjoint|une journaliste|un journaliste|des journalistes|un temoin|la victime|cette famille|une influenceuse|un influenceur|pendant qu ils dorment|une fille|un garcon|une jeune femme',
    es: 'ella|el|ellos|alguien|una persona|esa persona|un desconocido|una desconocida|desconocidos|una mujer|un hombre|esa chica|ese tipo|mi ex|su ex|mi vecino|mi vecina|mis vecinos|mi companero|mi companera|un companero de clase|mi jefe|mi suegra|mi suegro|mi marido|mi esposo|mi esposa|mi mujer|mi novio|mi novia|mi pareja|una periodista|un periodista|periodistas|un testigo|la victima|esa familia|una influencer|un influencer|mientras duermen|mi suegro|mi suegra|una chica|un chico',
    de: 'sie|ihn|ihm|jemand|jemanden|jemandem|eine person|diese person|einen fremden|eine fremde|fremde|eine frau|einen mann|dieses madchen|diesen typen|meinen ex|meine ex|meinem ex|meinen nachbarn|meine nachbarin|meine nachbarn|meinen kollegen|meine kollegin|einen mitschuler|meinen chef|meine schwiegermutter|meinen schwiegervater|meinen mann|meine frau|meinen freund|meine freundin|meinen partner|meine partnerin|eine journalistin|einen journalisten|journalisten|einen zeugen|das opfer|diese familie|eine influencerin|einen influencer|wahrend alle schlafen|meines vermieters|ein madchen|eine junge frau|lokaljournalistin|journalistin',
    pt: 'ela|ele|eles|alguem|uma pessoa|essa pessoa|um estranho|uma estranha|estranhos|uma mulher|um homem|essa garota|esse cara|meu ex|minha ex|seu ex|meu vizinho|minha vizinha|meus vizinhos|meu colega|minha colega|um colega de classe|meu chefe|minha sogra|meu sogro|meu marido|minha esposa|minha mulher|meu namorado|minha namorada|meu parceiro|minha parceira|uma jornalista|um jornalista|jornalistas|uma testemunha|a vitima|essa familia|uma influenciadora|um influenciador|enquanto dormem|uma garota|um garoto|uma moca',
    it: 'lei|lui|loro|qualcuno|una persona|quella persona|uno sconosciuto|una sconosciuta|sconosciuti|una donna|un uomo|quella ragazza|quel tipo|il mio ex|la mia ex|mio ex|il suo ex|il mio vicino|la mia vicina|i miei vicini|il mio collega|la mia collega|un compagno di classe|il mio capo|mia suocera|mio suocero|mio marito|mia moglie|il mio ragazzo|la mia ragazza|il mio partner|una giornalista|un giornalista|giornalisti|un testimone|la vittima|quella famiglia|un influencer|una influencer|mentre dormono|mio suocero|mia suocera|una ragazza|un ragazzo',
    other: 'её|его|бывш*|соседк*|сосед*|她|他|前任|邻居|元カノ|元彼|隣人|eski sevgilim|komşum|طليقتي|زوجتي|byłą|sąsiada|전 여자친구|老公|老婆|丈夫|妻子|sasiadowi|sasiada|жены|жене|жену|мужа',
  },
  real_identity: {
    en: 'real name|real names|her name|his name|their real name|actual name|full name|her photo|his photo|her photos|her pictures|his pictures|her face|his face|my coworker|my colleague|my classmate|my neighbor|my neighbour|my boss|my teacher|my ex|a classmate|a coworker|a colleague|a real woman|a real person|real people',
    fr: 'vrai nom|son vrai nom|sa photo|ses photos|ma collegue|mon collegue|ma voisine|mon voisin|ma prof|mon ex',
    es: 'nombre real|su nombre real|su foto|sus fotos|mi companera|mi companero|mi vecina|mi vecino|mi profesora|mi ex',
    de: 'echten namen|echter name|ihrem foto|ihr foto|fotos von ihr|meine kollegin|meinen kollegen|meine nachbarin|meinen nachbarn|meine lehrerin|meine ex',
    pt: 'nome real|nome verdadeiro|foto dela|fotos dela|minha colega|meu colega|minha vizinha|meu vizinho|minha professora|minha ex',
    it: 'vero nome|nome reale|sua foto|sue foto|la mia collega|il mio collega|la mia vicina|il mio vicino|la mia prof|la mia ex',
  },
  intimate_partner: {
    en: 'my ex|an ex|her ex|his ex|my ex wife|my ex husband|my ex girlfriend|my ex boyfriend|ex partner|ex partners|former partner|my wife|my husband|my girlfriend|my boyfriend|my partner|my spouse|his wife|her husband|his girlfriend|her boyfriend|their partner|their spouse|a partner|partners|spouse|spouses|my fiance|my fiancee|my crush|a crush|someone they are dating',
    fr: 'mon ex|mon ex femme|mon ex mari|mon ex copine|mon ex copain|mon ancienne compagne|ma femme|mon mari|ma copine|mon copain|mon conjoint|ma conjointe|son conjoint|sa femme|son mari',
    es: 'mi ex|mi ex mujer|mi ex esposa|mi ex marido|mi ex novia|mi ex novio|mi expareja|expareja|mi mujer|mi esposa|mi marido|mi esposo|mi novia|mi novio|mi pareja|su pareja|su esposa|su marido',
    de: 'meine ex|meinen ex|meinem ex|meiner ex|exfreundin|exfreund|ex freundin|ex freund|expartner*|ex partner*|exfrau|ex frau|exmann|ex mann|meine frau|meinen mann|meine freundin|meinen freund|meine partnerin|meinen partner|seine frau|ihren mann',
    pt: 'minha ex|meu ex|ex mulher|ex marido|ex namorada|ex namorado|ex parceira|ex parceiro|minha esposa|minha mulher|meu marido|minha namorada|meu namorado|minha parceira|meu parceiro|sua esposa|seu marido',
    it: 'la mia ex|il mio ex|mia ex|mio ex|ex moglie|ex marito|ex fidanzata|ex fidanzato|ex compagna|ex compagno|mia moglie|mio marito|la mia ragazza|il mio ragazzo|la mia compagna|il mio compagno|sua moglie|suo marito|la mia compagna|mia compagna',
    other: 'бывш*|моя жена|мой муж|前女友|前男友|前妻|前夫|妻子|老公|元カノ|元彼|元妻|eski sevgili*|eşim|طليقتي|زوجتي|byłą|byłego|전 여자친구|전 남자친구|老公|老婆|жены|жене|жену|мужа',
    nl: 'mijn ex|mijn vrouw|mijn man|mijn vriendin|mijn vriend',
  },
  system: {
    en: 'server|servers|network|networks|system|systems|database|databases|website|websites|web server*|company network|corporate network|school system|grading system|school portal|wifi|wi fi|router|routers|infrastructure|power grid|hospital systems|atm|atms|cameras|cctv|iot devices|bank systems|government systems|their systems|someone else computer|other peoples computers|victims computers|victim machine*|targets|target machine*|a company|grades|grading|gradebook|school portal|student portal|report card*|scada|industrial control*|water utilit*|power plant*|firmennetz*|company network',
    fr: 'serveur*|reseau|reseaux|systeme*|base de donnees|site web|sites web|site internet|wifi|routeur*|infrastructure*|reseau electrique|distributeur*|moyennes|bulletin*|pronote|ent scolaire',
    es: 'servidor*|red|redes|sistema|sistemas|base de datos|sitio web|pagina web|wifi|router*|infraestructura*|red electrica|cajero*|calificaciones|notas del instituto|boletin*',
    de: 'server|netzwerk*|system|systeme|datenbank*|webseite*|website*|wlan|router|infrastruktur*|stromnetz|geldautomat*|noten|zeugnis*|schulportal|firmennetz*|unternehmensnetz*',
    pt: 'servidor*|rede|redes|sistema|sistemas|banco de dados|site|sites|wifi|roteador*|infraestrutura*|rede eletrica|caixa eletronico|notas|boletim',
    it: 'server|rete|reti|sistema|sistemi|database|sito web|siti web|wifi|router|infrastruttur*|rete elettrica|bancomat|voti|registro elettronico|pagella',
    other: '서버*|学校系统|学校服务器|サーバー',
  },

  // ---------------------------------------------------------------- intents and acts
  produce: {
    en: 'make|makes|making|made|build|builds|building|built|assemble*|synthesi*|synthesis|synthesize*|synthetic route*|synthesis route*|production route*|manufactur*|produce|produces|producing|production of|cook|cooks|cooking|cooked|brew|brews|brewing|home brew*|prepare|prepares|preparing|preparation of|extract|extracting|extraction of|refine|refining|purify|purifying|culture|culturing|grow|growing|weaponiz*|3d print*|print a gun|print guns|mix|mixing|combine|combining|create|creates|creating|put together|putting together|wire up|rig|rigging|recipe*|formula|formulas|precursor*|yield|yields|reagent*|lab setup|builder|builders|mill|milling|machine the|finish|finishing|drill out|print at home|home lab|garage lab|kitchen lab|scale my grow|grow operation|plants|wiring|wire a|wires a|packing|pack the|packs the',
    fr: 'fabriquer|fabrique|fabriquant|fabrication|faire une bombe|construire|construit|assembler|synthetiser|synthetise|synthese|produire|produit|production|preparer|preparation|cuisiner|extraire|extraction|purifier|cultiver|imprimer en 3d|melanger|recette*|precurseur*|mode operatoire|planter|faire pousser',
    es: 'fabricar|fabrica|fabricando|fabricacion|hacer|haciendo|construir|construye|armar|ensamblar|sintetizar|sintetiza|sintesis|producir|produce|produccion|preparar|preparacion|cocinar|extraer|extraccion|purificar|cultivar|imprimir en 3d|mezclar|receta*|precursor*|plantar',
    de: 'herstellen|herstellung|stellt _ her|stell _ her|bauen|baut|bau|zusammenbauen|basteln|synthetisieren|synthese|produzieren|produktion|zubereiten|kochen|extrahieren|aufreinigen|zuchten|3d drucken|mischen|rezept*|anleitung zum bau|vorlaufer*|vorstufe*|ausgangsstoff*|anbauen|anpflanzen',
    pt: 'fabricar|fabrica|fabricacao|fazer|fazendo|construir|montar|sintetizar|sintese|produzir|producao|preparar|preparo|cozinhar|extrair|extracao|purificar|cultivar|imprimir em 3d|misturar|receita*|precursor*|plantar|cultivar em larga escala',
    it: 'fabbricare|fabbrica|fabbricazione|costruire|costruisce|assemblare|sintetizzare|sintesi|produrre|produzione|preparare|preparazione|cucinare|estrarre|estrazione|purificare|coltivare|stampare in 3d|mescolare|ricetta*|precursor*|confezionare|piantare|coltivare|raffinare|raffinazione',
    nl: 'maken|bouwen|synthetiseren|synthese|produceren|recept',
    ru: 'изготов*|сдела*|синтез*|произв*|собрать|рецепт*|приготов*|свари*|получить|прекурсор*|синтезировать',
    zh: '制作|制造|合成|配方|提炼|生产|自制',
    ja: '作り方|製造|合成|作る|調合|レシピ',
    other: 'yapımı|yapmak|üretmek|تصنيع|صنع|تركيب|wytwarzanie|produkcja|zrobić|만드는 법|제조|합성|बनाना',
  },
  instructions: {
    en: 'step by step|step by step instructions|instructions|instruction|how to|how do i|how do you|how can i|how they can|guide|guides|tutorial*|walkthrough|walk through|walks through|walk them through|walk me through|explain exactly|exact amounts|exact quantities|exact measurements|quantities|measurements|ingredients|materials list|shopping list|blueprint*|schematic*|detailed|in detail|procedure|procedures|protocol|protocols|which chemicals|what chemicals|where to buy|where to get|where to source|how much of|the best way to|the easiest way to|the cheapest way to|full procedure|complete procedure|procedure for',
    fr: 'etape par etape|instructions|mode d emploi|comment faire|comment fabriquer|guide|tutoriel*|explique comment|expliquer comment|quantites exactes|dosages exacts|ingredients|liste du materiel|plans|procedure|protocole|quels produits|ou acheter|en detail|detaille*',
    es: 'paso a paso|instrucciones|como hacer|como fabricar|como preparar|guia|tutorial*|explica como|explicar como|cantidades exactas|ingredientes|lista de materiales|planos|procedimiento|protocolo|que productos|donde comprar|en detalle|detallad*',
    de: 'schritt fur schritt|schrittweise|anleitung*|bauanleitung*|wie man|wie baue ich|wie mache ich|erklart wie|erklaren wie|genaue mengen|mengenangaben|zutaten|materialliste|bauplan*|vorgehen|protokoll|welche chemikalien|wo kaufen|im detail|detailliert*',
    pt: 'passo a passo|instrucoes|como fazer|como fabricar|como preparar|guia|tutorial*|explica como|explicar como|quantidades exatas|ingredientes|lista de materiais|planta|procedimento|protocolo|quais produtos|onde comprar|em detalhe|detalhad*',
    it: 'passo dopo passo|passo passo|istruzioni|come fare|come fabbricare|come preparare|guida|tutorial*|spiega come|spiegare come|quantita esatte|dosi esatte|ingredienti|lista dei materiali|progetto|procedura|protocollo|quali sostanze|dove comprare|nel dettaglio|dettagliat*',
    nl: 'stap voor stap|instructies|hoe maak je|handleiding',
    ru: 'пошагов*|инструкци*|как сделать|как изготовить|руководств*',
    zh: '步骤|教程|怎么做|如何制作|详细说明|一步一步',
    ja: '手順|作り方|方法を教え|詳しく|ステップ',
    other: 'adım adım|nasıl yapılır|خطوة بخطوة|طريقة|krok po kroku|instrukcja|단계별|방법',
  },
  acquire_illicit: {
    en: 'buy|buying|purchase|order|ordering|get hold of|source|sourcing|obtain|acquire|score|sell|sells|selling|resell|deal|dealing|dealer|push|pushing|traffic|trafficking|smuggle*|ship|shipping|distribute|distributing|move product|on the dark web|dark web|darknet|deep web|telegram channels|without a prescription|no prescription|without id|no questions asked|distribute|distributes|distributing|distribution',
    fr: 'acheter|vendre|revendre|dealer|trafiquer|trafic|passer en contrebande|contrebande|darkweb|dark web|sans ordonnance|se procurer|distribuer|ecouler',
    es: 'comprar|vender|revender|traficar|trafico|contrabando|contrabandear|dark web|web oscura|sin receta|conseguir|menudeo|camello|distribuir|repartir',
    de: 'kaufen|verkaufen|dealen|dealer|schmuggeln|schmuggel|handeln mit|darknet|dark web|ohne rezept|beschaffen|besorgen|verteilen|vertreiben',
    pt: 'comprar|vender|revender|traficar|trafico|contrabando|contrabandear|dark web|deep web|sem receita|conseguir|arranjar|aviaozinho|distribuir|distribua|espalhar',
    it: 'comprare|acquistare|vendere|spacciare|spaccio|spacciatore|trafficare|traffico|contrabbando|dark web|darknet|senza ricetta|procurarsi|procurare|distribuire|smerciare',
    other: 'купить|продать|закладк*|даркнет|购买|贩卖|走私|買う|売る|密輸|satın al|satmak|شراء|بيع|kupić|sprzedać|구매|판매',
    ru: 'где взять|достать',
  },
  write_code: {
    en: 'write|writes|writing|code|codes|coding|program|programs|programming|build|builds|building|develop|develops|developing|create|creates|creating|generate|generates|generating|craft|crafts|make|makes|making|compile|deploy|deploys|deploying|spread|spreads|spreading|distribute|infect|infects|infecting|install it on|plant it on|obfuscate*|pack|weaponize|script|scripts|payload|payloads|install|installs|installing|plant|plants|produces a|producing a|development|deployment|setup|set up',
    fr: 'ecrire|ecrit|coder|code|programmer|developper|creer|cree|generer|deployer|diffuser|propager|infecter|installer sur|ecri*|programm*|develop*',
    es: 'escribir|escribe|codificar|programar|programa|desarrollar|crear|crea|generar|desplegar|difundir|propagar|infectar|instalar en|escrib*|programe*|desarroll*|cree|creen',
    de: 'schreiben|schreibt|programmieren|programmiert|entwickeln|erstellen|erstellt|erzeugen|generieren|verbreiten|infizieren|installieren auf|einschleusen|schreib*|programmier*|entwickel*',
    pt: 'escrever|escreve|codificar|programar|desenvolver|criar|cria|gerar|implantar|espalhar|propagar|infectar|instalar em|escrev*|program*|desenvolv*|crie|criem',
    it: 'scrivere|scrive|programmare|sviluppare|creare|crea|generare|distribuire|diffondere|propagare|infettare|installare su|scriv*|program*|svilupp*|crei|creino',
    other: 'написать|создать|разработать|编写|开发|制作|作成|開発|yazmak|oluşturmak|كتابة|برمجة|napisać|stworzyć|작성|개발|코드를|코드|写|编写|做一个',
  },
  encrypt_files: {
    en: 'encrypts every file|encrypts all files|encrypts all the files|encrypt every file|encrypt all files|encrypt all the files|encrypting every file|encrypting all files|encrypts their files|encrypt their files|encrypts the files|encrypts files|encrypt files|encrypts documents|encrypts the drive*|encrypts shared drive*|encrypts the shared drives|encrypt the shared drives|locks every file|locks all files|lock all files|locks their files|scrambles every file|scrambles all files|scrambles their files|makes their files unreadable|renders files unreadable|encrypt*',
    fr: 'chiffre tous les fichiers|chiffrer tous les fichiers|crypte tous les fichiers|crypter tous les fichiers|chiffre les fichiers|crypte les fichiers|verrouille tous les fichiers|chiffr*|crypt*',
    es: 'cifra todos los archivos|cifrar todos los archivos|encripta todos los archivos|encriptar todos los archivos|cifra los archivos|encripta los archivos|bloquea todos los archivos|cifr*|encript*',
    de: 'verschlusselt alle dateien|alle dateien verschlusselt|alle dateien verschlusseln|verschlusselt die dateien|dateien verschlusseln|sperrt alle dateien|verschluss*',
    pt: 'criptografa todos os arquivos|criptografar todos os arquivos|cifra todos os arquivos|encripta todos os arquivos|criptografa os arquivos|bloqueia todos os arquivos|criptograf*|encript*',
    it: 'cifra tutti i file|cifrare tutti i file|cripta tutti i file|crittografa tutti i file|crittografare tutti i file|cripta i file|blocca tutti i file|cifr*|cript*|crittograf*',
    other: 'шифрует все файлы|зашифровать файлы|加密所有文件|加密文件|ファイルを暗号化|dosyaları şifreler|تشفير الملفات|szyfruje pliki|파일을 암호화',
  },
  ransom_demand: {
    en: 'ransom|ransom note|leaves a note|leave a note|leaves a message|bitcoin address|bitcoin wallet|crypto wallet|monero|pay to unlock|pay to get them back|pay to get their files back|pay to decrypt|pay for the key|pay for the decryption key|decryption key|payment to restore|pay up|demand payment|demands payment|unless they pay|until they pay|extort*|until the family pays|until his family pays|until her family pays',
    fr: 'rancon|rancon en bitcoin|adresse bitcoin|laisse une note|laisse un message|payer pour debloquer|payer pour recuperer|cle de dechiffrement|extorqu*|tant qu ils ne paient pas',
    es: 'rescate|nota de rescate|direccion de bitcoin|deja una nota|deja un mensaje|pagar para desbloquear|pagar para recuperar|clave de descifrado|extorsion*|extorsionar|hasta que paguen|hasta que la familia pague',
    de: 'losegeld*|bitcoin adresse|hinterlasst eine nachricht|hinterlasst eine notiz|zahlen um zu entsperren|zahlen um die dateien|entschlusselungsschlussel|erpress*|bis sie zahlen',
    pt: 'resgate|nota de resgate|endereco de bitcoin|deixa uma nota|deixa uma mensagem|pagar para desbloquear|pagar para recuperar|chave de descriptografia|extorqu*|extorsao|ate que paguem|ate a familia pagar|ate pagarem',
    it: 'riscatto|nota di riscatto|indirizzo bitcoin|lascia una nota|lascia un messaggio|pagare per sbloccare|pagare per recuperare|chiave di decifratura|estors*|finche non pagano',
    other: 'выкуп*|биткоин кошел*|赎金|比特币地址|身代金|fidye|فدية|okup|몸값',
  },
  keystrokes: {
    en: 'records every keystroke|records keystrokes|logs every keystroke|logs keystrokes|log keystrokes|logging keystrokes|captures keystrokes|capture keystrokes|captures every key|records everything they type|logs everything they type|captures everything they type|records what they type|everything typed|captures passwords as they are typed|screenshots their screen|records their screen|takes screenshots every|every key typed|every key they type|each key typed|keys typed|key presses|keypresses|every keypress|every key pressed|what they type|everything typed|keystroke*',
    fr: 'enregistre chaque frappe|enregistre les frappes|capture les frappes|enregistre tout ce qu ils tapent|tout ce qui est tape',
    es: 'registra cada pulsacion|registra las pulsaciones|captura las teclas|registra todo lo que escriben|todo lo que teclean',
    de: 'zeichnet jeden tastenanschlag auf|protokolliert tastenanschlage|erfasst tastenanschlage|alles was sie tippen|alles was getippt wird',
    pt: 'registra cada tecla|registra as teclas|captura as teclas|registra tudo o que digitam|tudo o que e digitado',
    it: 'registra ogni tasto|registra i tasti premuti|cattura le battiture|registra tutto cio che scrivono|tutto cio che viene digitato',
  },
  flood_traffic: {
    en: 'flood _ with traffic|flood _ _ with traffic|flood the server|flood their server|flood a website|flood their website|floods the server|overwhelm _ servers|overwhelm their server|overwhelm their website|take down _ website|take down their website|take down a website|takes down websites|knock _ offline|knock them offline|knock their site offline|crash their website|crash their servers|bring down their site|ddos|dos attack*|denial of service|booter|stresser|botnet attack*|take _ website offline|take _ _ website offline|take their website offline|take their site offline|website offline|lots of traffic|traffic from rented machines|rented machines',
    fr: 'inonder le serveur|saturer le serveur|saturer leur site|faire tomber le site|faire tomber leur site|mettre hors ligne|attaque par deni de service|ddos',
    es: 'inundar el servidor|saturar el servidor|saturar su web|tumbar la web|tumbar su pagina|dejar fuera de linea|ataque de denegacion de servicio|ddos',
    de: 'server uberlasten|server fluten|webseite lahmlegen|seite lahmlegen|lahmlegen|offline nehmen|uberlastungsangriff*|ddos',
    pt: 'inundar o servidor|sobrecarregar o servidor|derrubar o site|derrubar sites|tirar do ar|ataque de negacao de servico|ddos',
    it: 'inondare il server|sovraccaricare il server|buttare giu il sito|mandare offline|attacco di negazione del servizio|ddos',
  },
  break_in: {
    en: 'hack|hacks|hacking|hack into|hacks into|hacking into|break into|breaks into|breaking into|get into|gets into|getting into|get back into|sneak into|log into|logs into|log in to|sign into|access|accesses|accessing|gain access|gains access|gaining access|unauthorized access|bypass the login|bypass login|bypass the password|bypass 2fa|bypass two factor|crack|cracks|cracking|brute force*|bruteforce*|guess the password|guess their password|guess her password|guess his password|reset her password|reset his password|reset their password|take over|takeover|hijack*|compromise|compromises|exploit|exploits|exploiting|pwn|root|jailbreak their|clone _ sim|clone her sim|clone his sim|sim swap*|sim clon*|figure out _ password|figures out _ password|work out _ password|find out _ password',
    fr: 'pirater|piratage|pirate|s introduire dans|entrer dans|acceder a|acces a|se connecter a|contourner|cracker|forcer|deviner le mot de passe|prendre le controle|detourner|trouver son mot de passe|deviner son mot de passe|cloner la carte sim',
    es: 'hackear|hackea|hackeando|piratear|entrar en|entrar a|meterse en|acceder a|accede a|acceso a|iniciar sesion en|saltarse|burlar|crackear|descifrar|adivinar la contrasena|tomar el control|secuestrar la cuenta|averiguar la contrasena|descubrir la contrasena|clonar la sim',
    de: 'hacken|hackt|einhacken|eindringen|einbrechen in|einloggen|sich einloggen|zugriff auf|zugang zu|zugreifen|umgehen|knacken|passwort erraten|ubernehmen|kapern|passwort herausfinden|ihr passwort herausfinden|sim karte klonen|eindring*|einzudringen',
    pt: 'hackear|hackeia|invadir|invade|entrar no|entrar na|entrar em|acessar|acessa|acesso a|logar|burlar|quebrar a senha|crackear|adivinhar a senha|assumir o controle|sequestrar a conta|descobrir a senha|descubra a senha|clonar o chip',
    it: 'hackerare|hackera|violare|viola|entrare nel|entrare nella|entrare in|accedere a|accede a|accesso a|loggarsi|aggirare|craccare|indovinare la password|prendere il controllo|dirottare|scoprire la password|clonare la sim',
    other: 'взломать|взлом*|проникнуть|破解|入侵|黑进|ハッキング|侵入|hacklemek|sızmak|اختراق|włamać|zhakować|해킹|침입|침투*|해킹*',
    nl: 'inbreken|in te breken|breken in|hacken',
  },
  access: {
    en: 'read|reads|reading|see|check|checks|checking|look at|look through|go through|going through|scroll through|snoop*|peek at|open|monitor|monitors|monitoring|intercept|intercepts|intercepting|forward|forwards|forwarding|copy|download|get into|get back into|log into|access|accesses|accessing|spy on|spying on|clone|clones|cloning|mirror|mirrors|mirroring|switch on|turn on|activate|enable|record|records|recording|listen to|listen in|accessed|read her|read his|reads her|reads his',
    fr: 'lire|consulter|voir|fouiller|espionner|surveiller|intercepter|transferer|copier|acceder|entrer dans|rentrer dans|retourner dans',
    es: 'leer|revisar|mirar|ver|husmear|espiar|vigilar|interceptar|reenviar|copiar|acceder|entrar en|volver a entrar',
    de: 'lesen|mitlesen|einsehen|durchsuchen|schnuffeln|ausspionieren|uberwachen|abfangen|weiterleiten|kopieren|zugreifen|wieder rein|reinkommen|auslesen|ausliest|liest _ aus',
    pt: 'ler|olhar|ver|fucar|bisbilhotar|espionar|vigiar|interceptar|encaminhar|copiar|acessar|entrar no|entrar na|voltar a entrar',
    it: 'leggere|guardare|vedere|frugare|spiare|sorvegliare|intercettare|inoltrare|copiare|accedere|entrare nel|entrare nella|rientrare',
    other: 'чтения|читать|установить|переписк*',
  },
  track: {
    en: 'track|tracks|tracking|tracked|trace her|trace him|follow her|follow him|follow them|follows her|following her|tail her|tail him|monitor her|monitor him|monitor their|monitors her|keep tabs on|keeps tabs on|spy on|spies on|spying on|stalk|stalks|stalking|stalker|watch her|watch him|surveil*|gps tracker*|hidden tracker*|airtag|airtags|tile tracker|location history|live location|real time location|where she is|where he is|where they are|at all times|every move',
    fr: 'suivre|traquer|pister|localiser|geolocaliser|surveiller|espionner|harceler|filer|traceur gps|balise gps|airtag|ou elle est|ou il est|chacun de ses mouvements',
    es: 'rastrear|seguir|localizar|geolocalizar|vigilar|espiar|acosar|rastreador gps|localizador gps|airtag|donde esta|cada movimiento|todos sus movimientos',
    de: 'verfolgen|orten|tracken|uberwachen|ausspionieren|stalken|beschatten|gps tracker|peilsender|airtag|wo sie ist|wo er ist|jeden schritt',
    pt: 'rastrear|seguir|localizar|monitorar|vigiar|espionar|perseguir|rastreador gps|airtag|onde ela esta|onde ele esta|cada passo|cada movimento',
    it: 'rintracciare|tracciare|seguire|localizzare|monitorare|sorvegliare|spiare|pedinare|stalkerare|localizzatore gps|airtag|dove si trova|ogni suo movimento',
    other: 'следить|отслеживать|слежк*|跟踪|定位|监视|追跡|尾行|監視|takip et|تتبع|مراقبة|śledzić|namierzyć|추적|감시|śledzić',
  },
  compile_info: {
    en: 'compile|compiles|compiling|gather|gathers|gathering|collect|collects|collecting|find|finds|finding|find out|finds out|dig up|digs up|look up|looks up|track down|tracks down|figure out|figures out|piece together|map out|maps out|put together|build a profile|builds a profile|dossier|profile on|research her|research him|locate|locates|locating|pinpoint|pinpoints|pull|pulls|pulling|scrape|scrapes|scraping|aggregate|aggregates|works out|work out|unmask|unmasks',
    fr: 'compiler|rassembler|collecter|trouver|retrouver|denicher|localiser|reconstituer|constituer un dossier|dossier sur|etablir le profil|trouv*|decouvr*',
    es: 'recopilar|reunir|recolectar|encontrar|averiguar|descubrir|localizar|rastrear|armar un perfil|expediente|dossier sobre|reun*|encuentr*|descubr*|averigu*',
    de: 'zusammentragen|sammeln|herausfinden|ausfindig machen|ermitteln|aufspuren|recherchieren|ein profil erstellen|dossier uber|find*',
    pt: 'compilar|reunir|coletar|encontrar|descobrir|levantar|localizar|rastrear|montar um perfil|dossie sobre|descobr*|encontr*',
    it: 'compilare|raccogliere|trovare|scoprire|rintracciare|localizzare|ricostruire|creare un profilo|dossier su|scopr*|trova*',
  },
  expose: {
    en: 'dox|doxx|doxxing|doxing|doxed|doxxed|publish|publishes|post|posts|posting|share|shares|sharing|leak|leaks|leaking|expose|exposes|exposing|out her|out him|spread|broadcast|put online|make public|reveal|reveals',
    fr: 'doxer|publier|poster|partager|divulguer|devoiler|exposer|reveler|diffuser|mettre en ligne|rendre public',
    es: 'doxear|publicar|postear|compartir|filtrar|exponer|revelar|difundir|subir a internet|hacer publico',
    de: 'doxxen|veroffentlichen|posten|teilen|leaken|bloßstellen|blossstellen|enthullen|verbreiten|online stellen|offentlich machen',
    pt: 'doxxar|publicar|postar|compartilhar|vazar|expor|revelar|divulgar|espalhar|colocar na internet|tornar publico',
    it: 'doxxare|pubblicare|postare|condividere|divulgare|esporre|rivelare|diffondere|mettere online|rendere pubblico',
  },
  menace: {
    en: 'pay _ a visit|pay _ _ visit|pay them a visit|pay her a visit|pay him a visit|show up at _ door|show up at _ house|show up at _ home|show up at _ work|turn up at _ door|knock on _ door|teach _ a lesson|teach them a lesson|teach her a lesson|teach him a lesson|make _ regret|make them regret|make her regret|make him regret|make _ pay|make them pay|make her pay|make him pay|we know where you live|know where _ lives|know where they live|let _ know we know|scare _ off|scare them off|put _ in _ place|put her in her place|put him in his place|settle the score|get even with|get back at|get revenge on|take revenge on|we know where she lives|know where she lives|know where he lives|doesnt feel safe|not feel safe|feel unsafe|make her feel unsafe|make him feel unsafe|wait for him|wait for her|wait for them|lie in wait|cant defend himself|cannot defend himself|cant defend herself|so he cant fight back|so she cant fight back|learns some respect|learn some respect|a little visit|little visit|pay _ a little visit|a visit to|visit to _ house|visit to my',
    fr: 'rendre visite a|leur rendre une petite visite|lui rendre une petite visite|debarquer chez|donner une lecon|lui donner une lecon|leur donner une lecon|faire regretter|le faire payer|la faire payer|on sait ou tu habites|se venger de|regler ses comptes|ou l attendre|qu il ne puisse pas se defendre',
    es: 'hacerle una visita|hacerles una visita|presentarse en su casa|darle una leccion|darles una leccion|hacer que se arrepienta|hacerle pagar|hacerles pagar|sabemos donde vives|vengarse de|ajustar cuentas|escarmiento|donde esperarlo|donde esperarla|para que no pueda defenderse',
    de: 'einen besuch abstatten|einen kleinen besuch|vor der tur stehen|eine lektion erteilen|einen denkzettel|bereuen lassen|bezahlen lassen|wir wissen wo du wohnst|rache nehmen|sich rachen an|heimzahlen|wo man ihm auflauert|auflauern|damit er sich nicht wehren kann',
    pt: 'fazer uma visita|fazer uma visitinha|aparecer na casa|dar uma licao|fazer se arrepender|fazer pagar|sabemos onde voce mora|vingar se de|acertar as contas|onde esperar ele|para que nao possa se defender|dar um corretivo',
    it: 'fare una visita|fargli una visita|farle una visita|fare una visitina|presentarsi a casa|dare una lezione|far pentire|fargliela pagare|sappiamo dove abiti|vendicarsi di|regolare i conti|dove aspettarlo|perche non possa difendersi',
    other: 'dac nauczke|nauczk*',
  },
  harass: {
    en: 'harass|harasses|harassing|harassment|bully|bullies|bullying|cyberbully*|torment|torments|tormenting|humiliate|humiliates|humiliating|intimidate|intimidates|intimidating|threaten|threatens|threatening|threats|troll|trolls|trolling|brigade|brigading|pile on|dogpile|spam her|spam him|spam them|bombard her|bombard him|bombard them|flood her|flood his|flood their|make her life hell|make his life hell|make their life hell|make her life miserable|ruin her life|ruin his life|ruin their life|ruin her reputation|ruin his reputation|shame|shaming|mock her|mock him|mock them|insult her|insult him|degrade her|abuse her|abusive messages|hate mail|nasty messages|mean messages|cruel messages|anonymous messages|burner accounts|sock puppet*|fake accounts|keep messaging|keep texting|keep calling|keeps messaging|keeps texting|nonstop messages|won t leave her alone|not leave her alone|how fat|how ugly|how worthless|how stupid|how pathetic|until he quits|until she quits|until they quit|make him cry|make her cry|tells her she|tells him he|tell her she|tell him he|not welcome|isnt welcome|nobody wants her|no one wants her|nobody needs her|leave town|threat messages|threatening messages|death threats',
    fr: 'harceler|harcele|harcelement|intimider|menacer|menaces|humilier|tourmenter|troller|insulter|rabaisser|pourrir la vie|gacher la vie|ruiner sa reputation|messages anonymes|faux comptes|comptes anonymes|continuer a lui ecrire|spammer|comme elle est moche|comme elle est grosse|qu elle est moche|qu elle est grosse|n est pas la bienvenue|menaces de mort',
    es: 'acosar|acosa|acoso|hostigar|intimidar|amenazar|amenazas|humillar|atormentar|trolear|insultar|denigrar|hacerle la vida imposible|amargarle la vida|arruinar su reputacion|mensajes anonimos|cuentas falsas|seguir escribiendole|bombardear|lo fea|lo gorda|fea y gorda|que fea|que gorda|recordandole lo|no es bienvenida|amenazas de muerte',
    de: 'belastigen|belastigt|belastigung|mobben|mobbing|einschuchtern|bedrohen|drohungen|demutigen|qualen|trollen|beleidigen|herabsetzen|das leben zur holle machen|ruf ruinieren|anonyme nachrichten|fake accounts|fakeaccounts|weiter schreiben|zuspammen|terrorisieren|wie hasslich|wie fett|drohnachricht*|droh*|morddrohung*',
    pt: 'assediar|assedia|assedio|perseguir|intimidar|ameacar|ameacas|humilhar|atormentar|trollar|insultar|xingar|difamar|infernizar|transformar a vida num inferno|arruinar a reputacao|mensagens anonimas|contas falsas|perfis falsos|continuar mandando mensagens|bombardear|o quanto e feia|o quanto e gorda|feia e gorda|nao e bem vinda|perfis diferentes|mensagens de perfis',
    it: 'molestare|molesta|molestie|bullizzare|bullismo|intimidire|minacciare|minacce|umiliare|tormentare|trollare|insultare|denigrare|rendere la vita un inferno|rovinare la reputazione|messaggi anonimi|account falsi|profili falsi|continuare a scriverle|bombardare|quanto e brutta|quanto e grassa|brutta e grassa|non e benvenuta|minacce di morte',
    other: 'травить|травля|угрожать|запугивать|преследовать|骚扰|威胁|恐吓|霸凌|嫌がらせ|脅迫|いじめ|taciz|tehdit|تحرش|تهديد|نشر إهانات|nękać|zastraszać|괴롭히|협박|никому не нужна|с разных аккаунтов|не оставляет её в покое|не оставляет ее в покое',
  },
  blocked_contact: {
    en: 'blocked me|blocks me|has blocked me|after she blocked|after he blocked|after they blocked|even though she blocked|even though he blocked|even though she blocked me|get around the block|get around being blocked|bypass the block|around her block|around his block|evade the block|unblocked|new accounts|new numbers|different numbers|burner numbers|keep contacting|keeps contacting|contact her anyway|contact him anyway|reach her anyway|even though she said no|told me to stop|asked me to stop|restraining order|no contact order|cut off contact|cut contact|stopped answering|stopped replying|ghosted me|wont answer me|won t reply|fresh numbers|fresh accounts|other numbers|from other accounts|from new accounts|keep reaching|keep writing|keep trying to reach|reach out anyway|her new accounts|his new accounts|find her new accounts|so she cant block|so he cant block|so they cant block|cant block them all|cannot block them all|so she cannot block|before she can block|get around blocking',
    fr: 'm a bloque|m a bloquee|bloque sur|apres qu elle m a bloque|contourner le blocage|nouveaux comptes|nouveaux numeros|continuer a la contacter|ordonnance d eloignement|ne me repond plus|me bloque|elle me bloque|il me bloque|nouveaux comptes|pour qu elle ne puisse pas bloquer|depuis d autres comptes',
    es: 'me bloqueo|me ha bloqueado|despues de que me bloqueo|saltarse el bloqueo|cuentas nuevas|nuevas cuentas|numeros nuevos|seguir contactandola|orden de alejamiento|ya no me responde|me dejo en visto|para que no pueda bloquear*|cuentas distintas|desde cuentas distintas|desde otras cuentas',
    de: 'hat mich blockiert|mich blockiert|nachdem sie mich blockiert|sperre umgehen|blockierung umgehen|neue accounts|neue nummern|weiter kontaktieren|kontaktverbot|annaherungsverbot|antwortet nicht mehr|damit sie nicht blockieren kann|von anderen accounts',
    pt: 'me bloqueou|depois que ela me bloqueou|contornar o bloqueio|contas novas|novas contas|numeros novos|continuar contatando|medida protetiva|ordem de restricao|nao me responde mais|para que ela nao possa bloquear|de contas diferentes',
    it: 'mi ha bloccato|dopo che mi ha bloccato|aggirare il blocco|account nuovi|nuovi account|nuovi numeri|continuare a contattarla|ordine restrittivo|divieto di avvicinamento|non mi risponde piu|cosi non puo bloccar*|da account diversi',
    other: 'заблокировала меня|заблокировал меня|拉黑了我|屏蔽了我|ブロックされた|beni engelledi|حظرتني|zablokowała mnie|차단했',
  },
  hostile: {
    en: 'hate|hates|hating|hateful|despise|demean*|dehumaniz*|dehumanis*|mock|mocks|mocking|ridicule|insult|insults|insulting|slur|slurs|racial slurs|degrade|degrades|degrading|vilify|vilifies|attack|attacks|attacking|exterminate|extermination|eradicate|get rid of all|wipe out|deport all|ban all|inferior|subhuman|sub human|vermin|parasites|cockroaches|animals|savages|filth|disgusting|dirty|evil|criminals by nature|dont belong|do not belong|go back to|stereotype*|racist jokes|racist memes|jokes about|hate speech|bigoted|bigotry|racist|racism|sexist|misogynist*|homophobic|transphobic|antisemitic|islamophobic|xenophobic|drain on society|burden on society|shouldnt be allowed|should not be allowed|dont deserve|do not deserve|less than human|are ruining|are destroying|should be sterilized|should be sterilised|should be deported|invading|invasion|mean jokes|nasty jokes|cruel jokes|nastiest jokes|meanest jokes|accusing|accuse|accuses|smear|defame|defaming|insult*|blood libel|wouldnt fit in|would not fit in|dont fit in|do not fit in|not welcome|arent welcome|are not welcome|isnt welcome|no place for|keep them out|turn them away|reject their applications|refuse service to|are a burden|is a burden|deserve what is coming|deserve what they get|had it coming',
    fr: 'hair|haine|haineux|mepriser|rabaisser|deshumaniser|moquer|se moquer|ridiculiser|insulter|insultes|injures|degrader|exterminer|eradiquer|inferieurs|sous hommes|vermine|parasites|cafards|sauvages|sales|n ont rien a faire ici|renvoyer chez eux|blagues racistes|raciste|sexiste|homophobe|antisemite|xenophobe|mechant*|blague* sur|insult*|sont un fardeau|ne sont pas les bienvenus',
    es: 'odiar|odio|odia|despreciar|denigrar|deshumanizar|burlarse|ridiculizar|insultar|insultos|degradar|exterminar|erradicar|inferiores|subhumanos|alimanas|parasitos|cucarachas|salvajes|sucios|que se vuelvan a su pais|chistes racistas|racista|sexista|homofobo|antisemita|xenofobo|chistes sobre|insult*|pesad*|son una carga|no son bienvenid*',
    de: 'hassen|hass|hetze|hetzen|verachten|herabwurdigen|entmenschlichen|verspotten|lacherlich machen|beleidigen|beschimpfen|degradieren|ausrotten|vernichten|minderwertig|untermenschen|ungeziefer|parasiten|kakerlaken|wilde|dreckig|gehoren nicht hierher|abschieben|rassistische witze|rassistisch|sexistisch|homophob|antisemitisch|fremdenfeindlich|volksverhetz*|witze uber|beleidig*|sind eine last|nicht willkommen',
    pt: 'odiar|odio|odeia|desprezar|rebaixar|desumanizar|zombar|ridicularizar|insultar|insultos|xingar|degradar|exterminar|erradicar|inferiores|sub humanos|vermes|parasitas|baratas|selvagens|sujos|voltem para|piadas racistas|racista|machista|sexista|homofobico|antissemita|xenofobo|piadas sobre|insult*|sao um fardo|nao sao bem vindos|nao e bem vinda',
    it: 'odiare|odio|odia|disprezzare|denigrare|disumanizzare|deridere|prendere in giro|ridicolizzare|insultare|insulti|degradare|sterminare|sradicare|inferiori|subumani|parassiti|scarafaggi|selvaggi|sporchi|tornino a casa loro|barzellette razziste|razzista|sessista|omofobo|antisemita|xenofobo|battute|barzellette su|insult*|sono un peso|non sono benvenut*|restarsene a casa',
    other: 'ненавид*|унижать|оскорбля*|недочелов*|仇恨|歧视|侮辱|劣等|害虫|差別|ヘイト|侮辱|下等|nefret|aşağılamak|كراهية|احتقار|nienawi*|poniżać|혐오|비하',
  },
  promote_extremism: {
    en: 'recruit|recruits|recruiting|recruitment|recruiter|propaganda|glorify|glorifies|glorifying|glorification|praise|praises|praising|celebrate|celebrates|celebrating|heroes|hero worship|martyr*|inspire|inspires|radicalize*|radicalise*|radicalizing|convert young people|win over|join the cause|join the fight|join isis|join the jihad|pledge allegiance|manifesto|manifestos|spread their message|spread the message|spread the ideology|promote|promotes|promoting|advocate|advocates|call to arms|fundraise for|fundraising for|funding for|memes|meme graphics|go viral|viral|make it shareable|be the next one|do the next one|the next one|to be next|sacred duty|join the fight|hero|saint|finish what he started|finish what they started|copycat*|nasheed*|convince*|persuade*|win them over',
    fr: 'recruter|recrutement|recruteur|propagande|glorifier|glorifie|faire l apologie|apologie du terrorisme|celebrer|heros|martyr*|radicaliser|radicalisation|rejoindre le combat|rejoindre le djihad|manifeste|promouvoir|diffuser l ideologie|financer|devoir sacre|preparer leur depart|rejoindre le combat|convainc*|persuad*',
    es: 'reclutar|recluta|reclutamiento|reclutador|propaganda|glorificar|glorifica|enaltecer|enaltecimiento|apologia|celebrar|heroes|martir*|radicalizar|radicalizacion|unirse a la lucha|unirse a la yihad|manifiesto|promover|difundir la ideologia|financiar|deber sagrado|ser el proximo|convenc*|persuad*',
    de: 'rekrutieren|rekrutiert|anwerben|anwerbung|propaganda|verherrlichen|verherrlicht|verherrlichung|glorifizieren|feiern|helden|martyrer|radikalisieren|radikalisierung|dem kampf anschließen|dem dschihad anschließen|manifest|fordern|ideologie verbreiten|finanzieren|heilige pflicht|der nachste sein|uberzeug*|nahebring*',
    pt: 'recrutar|recruta|recrutamento|recrutador|propaganda|glorificar|glorifica|enaltecer|apologia|celebrar|herois|martir*|radicalizar|radicalizacao|juntar se a luta|aderir a jihad|manifesto|promover|espalhar a ideologia|financiar|exalta*|dever sagrado|serem o proximo|ser o proximo|incentiva*|convenc*|persuad*',
    it: 'reclutare|recluta|reclutamento|reclutatore|propaganda|glorificare|glorifica|esaltare|apologia|celebrare|eroi|martir*|radicalizzare|radicalizzazione|unirsi alla lotta|unirsi alla jihad|manifesto|promuovere|diffondere l ideologia|finanziare|dovere sacro|essere il prossimo|esalta*|convinc*|persuad*',
    other: 'вербовать|вербовк*|пропаганд*|прославля*|招募|宣传|美化|勧誘|プロパガンダ|美化|propaganda|işe almak|تجنيد|دعاية|werbować|propagand*|포섭|선전|تمجد|يمجد|تمجيد|يدعو|الالتحاق',
  },
  attack_plan: {
    en: 'plan an attack|plan attacks|planning an attack|plan the attack|carry out an attack|carry out attacks|maximize casualties|maximise casualties|maximum casualties|most casualties|kill as many|as many people as possible|soft target*|crowded place*|crowded event*|mass casualty|mass shooting*|shoot up|shooting up a school|attack a school|attack a mosque|attack a synagogue|attack a church|attack the parade|vehicle ramming|ram a crowd|drive into a crowd|bomb a|blow up|blowing up|target list|hit list|kill list|strike first|take up arms|rise up and|day of reckoning|start the war|choke points|chokepoints|the most people|striking at|strike at|which locations|where to strike|where to act|targets to hit|release it somewhere crowded|release it in a crowd',
    fr: 'planifier une attaque|preparer un attentat|commettre un attentat|attentat|faire un maximum de victimes|un maximum de morts|cibles faciles|lieu bonde|tuerie de masse|foncer dans la foule|faire sauter|liste de cibles',
    es: 'planear un ataque|planificar un atentado|cometer un atentado|atentado|maximo de victimas|el mayor numero de muertos|objetivos faciles|lugar concurrido|tiroteo masivo|atropellar a la multitud|volar por los aires|hacer estallar|lista de objetivos|donde atacar',
    de: 'einen anschlag planen|anschlag verüben|anschlag veruben|anschlag|moglichst viele opfer|moglichst viele tote|weiche ziele|belebte orte|amoklauf|in die menge fahren|in die luft sprengen|sprengen|todesliste|zielliste',
    pt: 'planejar um ataque|planejar um atentado|cometer um atentado|atentado|maximo de vitimas|o maior numero de mortos|alvos faceis|local lotado|massacre|atropelar a multidao|explodir|lista de alvos|onde agir|escolher onde agir',
    it: 'pianificare un attacco|organizzare un attentato|compiere un attentato|attentato|massimo delle vittime|il maggior numero di morti|obiettivi facili|luogo affollato|strage|sparatoria di massa|investire la folla|far saltare in aria|lista di obiettivi',
    other: 'теракт*|взорвать|恐怖袭击|袭击|炸毁|テロ攻撃|爆破|saldırı planla|هجوم|تفجير|zamach|공격 계획|테러',
  },
  harm_person: {
    en: 'kill|kills|killing|murder|murders|murdering|poison|poisons|poisoning|poisoned|hurt|hurts|hurting|injure|injures|maim|beat up|beats up|beating up|beat her|beat him|batter|stab|stabs|stabbing|shoot her|shoot him|shoot them|shoot my|strangle|strangles|suffocate|smother|drown|drowns|kidnap|kidnaps|kidnapping|abduct|abducts|abducting|snatch|get rid of my|get rid of her|get rid of him|make _ disappear|make her disappear|make him disappear|dispose of|disposing of|never wakes up|never wake up|doesnt wake up|sleep forever|put _ to sleep forever|knock _ out|knock her out|knock him out|drug her|drug him|drug their drink|drug her drink|spike her drink|spike drinks|spiking drinks|spike a drink|slip something into|slip _ into her drink|tamper with _ brakes|cut the brakes|cut _ brakes|run _ over|run her over|run him over|burn _ house|set fire to _ house|torch _ car|acid attack|throw acid|disfigure|break _ legs|cripple|assault|assaults|assaulting|attack her|attack him|attack them|jump him|jump her|rob|robbing|mug|mugging|carjack*|home invasion|ambush|start a fire|set a fire|set fire|arson|burn down|stir into|stir _ into|slip into|put into _ tea|put into _ drink|into his tea|into her tea|into his drink|into her drink|into his food|into her food|into their food|into their drink|make him sick|make her sick|make them sick|make _ ill|hitman|hit man|contract killing|murder for hire|make _ _ disappear|use on a person|used on a person|use it on someone|use it on a person|on a human|grab a child|grab a kid|grab _ child|snatch a child|take a child|lure a child|lure children|lure kids|abduct a child|kidnap a child|fatal for|lethal for|fatal to|lethal to|deadly for|kill an adult|kill a person|taking out a|take out a real|sleep for good|sleep forever|never wake|permanently asleep|hold _ captive|keep _ captive|held captive|kidnapping|abduction|sequestro|secuestro|rapimento|entfuhrung|enlevement',
    fr: 'tuer|tue|assassiner|empoisonner|empoisonne|blesser|frapper|tabasser|poignarder|tirer sur|etrangler|etouffer|noyer|kidnapper|enlever|faire disparaitre|se debarrasser de|ne se reveille plus|droguer|droguer son verre|mettre quelque chose dans son verre|saboter les freins|ecraser|incendier sa maison|attaque a l acide|agresser|agression|braquer|cambrioler|mettre le feu|incendier|dans son cafe|dans son verre|le rendre malade|la rendre malade|enlever un enfant|kidnapper un enfant|s endorme pour de bon|endormir pour de bon|pour de bon|ne se reveille plus|ne se reveille jamais',
    es: 'matar|mata|asesinar|envenenar|envenena|herir|lastimar|golpear|dar una paliza|apunalar|acuchillar|disparar a|estrangular|asfixiar|ahogar|secuestrar|raptar|hacer desaparecer|deshacerse de|no vuelva a despertar|drogar|drogarla|echar algo en su bebida|cortar los frenos|atropellar|quemar su casa|ataque con acido|agredir|agresion|atracar|asaltar|provocar un incendio|prender fuego|en su cafe|en su bebida|ponerlo enfermo|enfermarlo|secuestrar a un nino|llevarse a un nino|no despierte mas|no se despierte nunca|dormir para siempre',
    de: 'toten|umbringen|ermorden|vergiften|vergiftet|verletzen|verprugeln|zusammenschlagen|erstechen|niederstechen|erschießen|erschiessen|erwurgen|ersticken|ertranken|entfuhren|verschwinden lassen|loswerden|nie wieder aufwacht|nicht mehr aufwacht|betauben|k o tropfen ins glas|etwas ins getrank|bremsen manipulieren|bremsleitung durchschneiden|uberfahren|haus anzunden|saureangriff|angreifen|uberfallen|ausrauben|feuer legen|feuer legt|brand legen|brandstift*|ein kind entfuhren|ein kind schnappen|nicht mehr aufwacht|fur immer schlafen',
    pt: 'matar|mata|assassinar|envenenar|envenena|ferir|machucar|bater|espancar|esfaquear|atirar em|estrangular|sufocar|afogar|sequestrar|raptar|fazer desaparecer|se livrar de|nunca mais acorde|drogar|batizar a bebida|colocar algo na bebida|cortar os freios|atropelar|incendiar a casa|ataque com acido|agredir|agressao|assaltar|roubar|provocar um incendio|colocar fogo|no cafe dele|na bebida dele|deixar ele doente|sequestrar uma crianca|pegar uma crianca|nao acorde mais|nunca mais acordar|dormir para sempre|sequestro|cativeiro',
    it: 'uccidere|uccide|ammazzare|assassinare|avvelenare|avvelena|ferire|fare del male a|picchiare|pestare|accoltellare|sparare a|strangolare|soffocare|annegare|rapire|sequestrare|far sparire|sbarazzarsi di|non si svegli piu|drogare|drogarla|mettere qualcosa nel bicchiere|manomettere i freni|tagliare i freni|investire|bruciare la casa|attacco con l acido|aggredire|aggressione|rapinare|appiccare un incendio|dare fuoco|nel caffe di|nel bicchiere di|farlo stare male|farla stare male|rapire un bambino|prendere un bambino|non si svegli piu|dormire per sempre',
    other: 'убить|отравить|избить|похитить|毒死|杀死|杀掉|下毒|绑架|殺す|毒を盛る|誘拐|öldürmek|zehirlemek|قتل|تسميم|خطف|zabić|otruć|porwać|죽이|독살|납치|永远睡|饭菜里加|加点东西|二度と目覚め|czym uderzyc|uderzyc',
  },
  undetected: {
    en: 'without getting caught|without being caught|not get caught|never get caught|wont get caught|without a trace|leave no trace|leaves no trace|leaving no trace|no trace|untraceable|undetectable|undetected|look like an accident|looks like an accident|look like natural causes|look like a suicide|alibi|cover it up|cover up|hide the evidence|hide the body|dispose of the body|get rid of the body|clean up the evidence|no one will know|nobody will know|nobody will find out|without the police|evade police|avoid police|avoid detection|evade detection|bypass antivirus|evade antivirus|avoid antivirus|fud|fully undetectable|without anyone noticing|without anyone knowing|make it look like|so it looks like|stage it as|staged as|look like an electrical fault|looks natural|look natural|doctors dont ask|doctors wont notice|doctors dont suspect|without the doctors|no one suspects|nobody suspects|get rid of the evidence|getting rid of the evidence|destroy the evidence|keep it from showing|wont show up|not show up in|doesnt show up|where there are no cameras|no cameras|not leave marks|no marks',
    fr: 'sans se faire prendre|sans laisser de traces|sans laisser de trace|indetectable|intracable|ressemble a un accident|comme un accident|alibi|cacher le corps|se debarrasser du corps|personne ne saura|echapper a la police|contourner l antivirus|sans que personne ne remarque|sans que les medecins|pour que ca ressemble|sans que le medecin|sans que son medecin',
    es: 'sin que me pillen|sin que lo pillen|sin ser descubierto|sin dejar rastro|indetectable|irrastreable|parezca un accidente|como un accidente|coartada|esconder el cuerpo|deshacerse del cuerpo|nadie se enterara|evadir a la policia|evadir el antivirus|sin que nadie se de cuenta|sin que los medicos|para que parezca|sin que el medico',
    de: 'ohne erwischt zu werden|ohne spuren|spurlos|keine spuren|nicht nachweisbar|unentdeckt|wie ein unfall aussehen|wie einen unfall aussehen|alibi|leiche verschwinden|leiche beseitigen|niemand wird es merken|der polizei entkommen|antivirus umgehen|virenscanner umgehen|ohne dass es jemand merkt|sodass es wie|so dass es wie|damit es wie|wie ein kurzschluss|ohne dass der arzt',
    pt: 'sem ser pego|sem ser pega|sem deixar rastro|sem deixar vestigios|indetectavel|irrastreavel|pareca um acidente|como um acidente|alibi|esconder o corpo|se livrar do corpo|ninguem vai saber|fugir da policia|burlar o antivirus|sem que ninguem perceba|sem que os medicos|para parecer|sem que o medico',
    it: 'senza farsi beccare|senza essere scoperto|senza lasciare tracce|non rintracciabile|irrintracciabile|sembri un incidente|come un incidente|alibi|nascondere il corpo|sbarazzarsi del corpo|nessuno lo sapra|sfuggire alla polizia|eludere l antivirus|senza che nessuno se ne accorga|senza che i medici|perche sembri|in modo che sembri|senza che il medico',
    other: 'незаметно|не оставляя следов|不被发现|不留痕迹|バレずに|痕跡を残さず|yakalanmadan|iz bırakmadan|دون أن يكتشف|bez śladu|들키지 않고|nie zostawic sladow|gdzie nie ma kamer|查不出来|法医|検出されない',
  },
  method: {
    en: 'painless|painlessly|most painless|least painful|without pain|no pain|quickest way|fastest way|easiest way|best way|surest way|most reliable way|reliable way|peaceful way|peacefully|method|methods|which method|how many pills|how many tablets|how much would|how much is enough|enough pills|lethal dose*|fatal dose*|deadly dose|what dose|which dose|which pills|which bridge|how high|how deep|which rope|tie a noose|noose|exit bag|helium bag|charcoal|carbon monoxide|pick a date|choose a date|set a date|plan it|planning it|make a plan|final letter|suicide note|goodbye letter|go through with it|how to hide|hide the cuts|hide her cuts|hide the scars|hide it from|calories a day|under 500 calories|under 800 calories|purge without|fasting for days|skip meals|laxatives|fatal|lethal|deadly|enough to kill|enough to die|will kill|would kill|tips to hide|hide not eating|hide their eating|hide the weight loss|hide weight loss|wont show|so it wont show|where no one will see|discreetly|tips|tricks|hacks|goodbye letter*|choose a calm day|choose a day|a calm day|challenge*|how many of|sleeping pills|pills to take|how many sleeping pills|how many pills to',
    fr: 'sans douleur|le moins douloureux|indolore|le plus rapide|moyen le plus sur|methode|methodes|combien de comprimes|combien de cachets|dose mortelle|dose letale|quel pont|noeud coulant|lettre d adieu|passer a l acte|cacher les cicatrices|calories par jour|laxatifs|mortel*|cacher la perte de poids|discretement|astuces pour|defi*|astuces',
    es: 'sin dolor|menos doloroso|indoloro|la forma mas rapida|la manera mas segura|metodo|metodos|cuantas pastillas|dosis letal|dosis mortal|que puente|nudo corredizo|carta de despedida|llevarlo a cabo|esconder los cortes|ocultar las cicatrices|calorias al dia|laxantes|mortal*|ocultar la perdida de peso|a escondidas|desafio*|trucos|consejos para',
    de: 'schmerzlos|am wenigsten schmerzhaft|ohne schmerzen|schnellste weg|sicherste methode|methode|methoden|wie viele tabletten|todliche dosis|letale dosis|welche brucke|schlinge|abschiedsbrief|es durchziehen|narben verstecken|schnitte verstecken|kalorien am tag|abfuhrmittel|todlich*|welche tabletten|tabletten in welcher menge|in welcher menge|tipps|tricks',
    pt: 'sem dor|menos doloroso|indolor|jeito mais rapido|forma mais segura|metodo|metodos|quantos comprimidos|dose letal|dose fatal|qual ponte|no de forca|carta de despedida|levar adiante|esconder os cortes|esconder as cicatrizes|calorias por dia|laxantes|fatal|mortal|esconder a perda de peso|escondido|desafio*|dicas',
    it: 'senza dolore|meno doloroso|indolore|il modo piu veloce|il modo piu sicuro|metodo|metodi|quante pillole|dose letale|dose mortale|quale ponte|cappio|lettera d addio|andare fino in fondo|nascondere i tagli|nascondere le cicatrici|calorie al giorno|lassativi|mortal*|nascondere la perdita di peso|di nascosto|sfid*|trucchi',
    other: 'безболезненн*|способ*|смертельная доза|无痛|方法|致死量|楽に|方法|acısız|yöntem|بدون ألم|طريقة|bezbolesn*|sposób|고통 없이|방법|saklamayı|gizlemeyi|günde|방법*',
    nl: 'tips',
  },
  encourage: {
    en: 'encourage|encourages|encouraging|cheer on|cheers on|egg on|goad|goads|dare|dares|convince|convinces|persuade|persuades|pressure|pressures|push them to|pushes them to|support their decision|supports their decision|support her decision|support my decision|respects their decision to|validate|validates|affirm|affirms|agree that|agrees that|tell them to do it|tells them to do it|tell them it is okay|tells them it is okay|tell them its okay|help them go through|helps them go through|help me go through|helps me go through|wont talk them out|not talk them out|doesnt try to stop|does not try to stop|never tries to stop|doesnt judge|help pick|helps pick|help choose|helps choose|help them choose|help them pick|help me pick|helps me pick|helps them plan|help plan|coach|coaches|motivate|motivates|reward|rewards|praise|praises|congratulate|healthy way to cope|reassure*|its okay to|it is okay to|brave decision|brave choice|the choice is theirs|choice is theirs to make|their choice to make|respect their choice|respects their choice|kindly agree|agree with them|agrees with them|celebrate*|not get talked out|talked out of it|without trying to talk them out|without trying to dissuade|urges them|urges users|urge them|urge users|urges people',
    fr: 'encourager|encourage|inciter|incite|pousser a|convaincre|soutenir sa decision|respecter sa decision|valider|aider a choisir|aide a choisir|aider a planifier|ne pas l en dissuader|ne cherche pas a l en empecher|feliciter|motiver|felicit*|encourag*',
    es: 'animar|anima|alentar|alienta|incitar|incita|empujar a|convencer|apoyar su decision|apoya su decision|respetar su decision|validar|ayudar a elegir|ayuda a elegir|ayudar a planear|no intenta disuadir|no intenta detener|felicitar|motivar|felicit*|sin intentar disuadir*|sin disuadir*',
    de: 'ermutigen|ermutigt|ermuntern|anstacheln|drangen|uberreden|unterstutzen die entscheidung|seine entscheidung unterstutzen|ihre entscheidung unterstutzen|bestarken|bestatigen|helfen auszuwahlen|hilft auszuwahlen|hilft zu planen|halt nicht davon ab|nicht davon abhalten|loben|motivieren|bestark*|ermutig*|lobt|lobt sie',
    pt: 'encorajar|encoraja|incentivar|incentiva|incitar|empurrar a|convencer|apoiar a decisao|apoia a decisao|respeitar a decisao|validar|ajudar a escolher|ajuda a escolher|ajudar a planejar|nao tenta impedir|nao tenta dissuadir|parabenizar|motivar|parabeniz*|elogi*|incentiv*',
    it: 'incoraggiare|incoraggia|incitare|incita|spingere a|convincere|sostenere la sua decisione|sostiene la sua decisione|rispettare la sua decisione|convalidare|aiutare a scegliere|aiuta a scegliere|aiutare a pianificare|non cerca di dissuadere|non prova a fermare|congratularsi|motivare|complimen*|elogi*',
    other: 'поощрять|подталкивать|鼓励|怂恿|帮助选择|励ます|後押し|teşvik|تشجيع|zachęcać|부추기|격려|öğreten|koç|설득*|권하*',
    nl: 'aanmoedig*|moedigt _ aan',
  },
  impersonate: {
    en: 'impersonate|impersonates|impersonating|impersonation|pose as|poses as|posing as|posed as|pretend to be|pretends to be|pretending to be|claim to be|claims to be|claiming to be|pass itself off as|passes itself off as|pass off as|passes off as|masquerade as|masquerades as|present itself as|presents itself as|presenting itself as|introduce itself as|introduces itself as|act as if it were|acts as if it were|acts as|act as|acting as|speaks as|speak as|writes as|write as|message as|messages as|calls as|call as|sounds exactly like|sound exactly like|clone _ voice|clone their voice|cloned voice|voice clone|deepfake|deep fake|spoof|spoofs|spoofing|spoofed|fake|is a real|be a real|on behalf of|in the name of|as if from|as if it came from|as if they were from|pretending to come from|appears to come from|appear to come from|seems to come from|looks like it comes from|posts as|post as|tweets as|replies as|texts as|emails as|signs as|signed as|says it is|says its|says he is|says she is|tells them it is|tells them its|as our cfo|as our ceo|as the cfo|as the ceo|as my boss|as their boss|as our boss|as the director|as our director|as their bank|as their grandson|as their granddaughter',
    fr: 'se faire passer pour|se fait passer pour|usurper l identite|usurpation d identite|pretendre etre|pretend etre|se presenter comme|se presente comme|imiter|jouer le role de|cloner la voix|hypertrucage|deepfake|faux|fausse|au nom de|de la part de',
    es: 'hacerse pasar por|se hace pasar por|suplantar|suplanta|suplantacion|fingir ser|finge ser|afirmar ser|presentarse como|se presenta como|imitar|clonar la voz|deepfake|falso|falsa|en nombre de|de parte de',
    de: 'sich ausgeben als|gibt sich als|gibt sich aus als|ausgeben als|vortauschen|vortauschen|identitat stehlen|identitatsdiebstahl|sich als _ ausgeben|als _ ausgeben|behaupten _ zu sein|sich vorstellen als|stimme klonen|deepfake|falsch*|gefalscht*|im namen der|im namen von|im auftrag der',
    pt: 'se passar por|se passa por|passando se por|fingir ser|finge ser|falsidade ideologica|alegar ser|se apresentar como|se apresenta como|imitar|clonar a voz|deepfake|falso|falsa|em nome de|em nome da|em nome do|da parte de',
    it: 'spacciarsi per|si spaccia per|fingersi|finge di essere|fingere di essere|sostituzione di persona|impersonare|impersona|presentarsi come|si presenta come|imitare|clonare la voce|deepfake|falso|falsa|a nome di|a nome della|a nome del|da parte di|si present* come|si finge|finge|fingendosi',
    other: 'выдавать себя за|притворяться|冒充|假扮|冒名|なりすまし|なりすます|kimliğine bürün|taklit|انتحال|ينتحل|podszywać się|사칭|名乗|を装|なりすま|latsas vara|utger sig for|låtsas vara',
  },
  deceive: {
    en: 'trick|tricks|tricking|fool|fools|fooling|deceive|deceives|deceiving|deception|dupe|dupes|conning|scam|scams|scamming|scammer*|swindle|defraud|defrauds|defrauding|fraud|fraudulent|phish|phishes|manipulate|manipulates|manipulating|lure|lures|luring|make them believe|makes them believe|making them believe|so they believe|so that they believe|so fans believe|so fans think|so people think|so people believe|so they think|convince them it|convinces them it|convince people it|without telling them|without disclosing|without revealing|never reveal|never admit|never tell them|doesnt tell them|does not tell them|they wont know|they will never know|think they are talking to|think theyre talking to|believe they are chatting|believe they are talking|believe theyre chatting|get them to|gets them to|getting them to|have them|has them|pressure them|pressures them|urgency|urgent|act fast|immediately or|or their account will|or lose access|verify their account|verify the account|confirm their identity|unlock their account|build romance|builds romance|building romance|romance with|make them fall in love|makes them fall in love|gain their trust|gains their trust|earn their trust|win their trust|keep it quiet|keep it confidential|dont verify|do not verify|skip verification|no time to verify|fake reviews|fake _ reviews|fake _ _ reviews|fake comments|fake accusations|false accusations|defamatory|smear campaign',
    fr: 'tromper|trompe|duper|arnaquer|arnaque|escroquer|escroquerie|frauder|fraude|hameconner|manipuler|leurrer|faire croire|leur faire croire|pour qu ils croient|sans leur dire|sans reveler|ne jamais avouer|ils ne sauront jamais|croire qu ils parlent a|les pousser a|urgence|verifier leur compte|confirmer leur identite',
    es: 'enganar|engana|estafar|estafa|timar|timo|defraudar|fraude|manipular|atraer|hacer creer|hacerles creer|para que crean|sin decirles|sin revelar|nunca admitir|nunca sabran|crean que hablan con|conseguir que|urgencia|urgente|verificar su cuenta|confirmar su identidad',
    de: 'tauschen|tauscht|hereinlegen|betrugen|betrug|betruger*|abzocke|abzocken|manipulieren|locken|glauben machen|glauben lassen|damit sie glauben|ohne es ihnen zu sagen|ohne zu verraten|niemals zugeben|werden es nie erfahren|glauben sie sprechen mit|dazu bringen|dringend|konto bestatigen|identitat bestatigen',
    pt: 'enganar|engana|golpe|golpes|golpista|aplicar golpe|fraudar|fraude|manipular|atrair|fazer acreditar|fazer crer|para que acreditem|sem contar|sem revelar|nunca admitir|nunca vao saber|achem que estao falando com|convencer|fazer com que|urgencia|urgente|verificar a conta|confirmar a identidade',
    it: 'ingannare|inganna|truffare|truffa|truffatore|raggirare|raggiro|frodare|frode|manipolare|adescare|far credere|fargli credere|perche credano|senza dirglielo|senza rivelare|non ammettere mai|non lo sapranno mai|credano di parlare con|convincere|indurre|urgenza|urgente|verificare il conto|confermare l identita',
    other: 'обмануть|мошенни*|развести|欺骗|诈骗|骗取|騙す|詐欺|dolandır*|aldatmak|احتيال|خداع|oszukać|oszust*|사기|속이|lurar',
  },
  solicit: {
    en: 'ask for|asks for|asking for|ask them for|asks them for|asks callers for|asks customers for|asks users for|request|requests|requesting|collect|collects|collecting|harvest|harvests|harvesting|obtain|obtains|get their|gets their|getting their|grab|grabs|capture|captures|capturing|steal|steals|stealing|read out|read back|reads out|share their|shares their|hand over|give up their|give their|send their|send over|enter their|type in their|confirm their|confirms their|verify their|verifies their|provide their|disclose their|reveal their|through our link|via our link|on our page|on our site|click the link|follow the link|enter it on|enter them on|tramite un link|via un link',
    fr: 'demander|demande|demandant|reclamer|recueillir|collecter|recolter|obtenir|recuperer leurs|voler|derober|leur faire lire|communiquer leur|donner leur|saisir leur|confirmer leur|verifier leur|fournir leur|divulguer leur|demand*|reclam*',
    es: 'pedir|pide|pidiendo|solicitar|solicita|recopilar|recolectar|obtener|conseguir sus|robar|sustraer|que lean|que dicten|compartir su|dar su|den su|introducir su|confirmar su|verificar su|proporcionar su|revelar su|pide|pida|pidan|pidiendo|solicit*',
    de: 'fragt nach|fragen nach|fragt die anrufer nach|verlangt|verlangen|fordert|fordern|anfordern|sammeln|sammelt|abgreifen|abfischen|erbeuten|stehlen|vorlesen lassen|durchgeben|mitteilen|herausgeben|eingeben lassen|bestatigen lassen|preisgeben|fragt nach|verlang*|fordert _ auf|bittet um|bitten um|bittet sie',
    pt: 'pedir|pede|pedindo|solicitar|solicita|coletar|recolher|obter|conseguir os|roubar|capturar|ler em voz alta|informar|passar a|passar o|dar a|compartilhar a|digitar|confirmar a|confirmar o|verificar a|fornecer|revelar a|pede|peca|pecam|pedindo|solicit*',
    it: 'chiedere|chiede|chiedendo|richiedere|richiede|raccogliere|ottenere|procurarsi|rubare|sottrarre|farsi dettare|farsi leggere|comunicare|dare il|condividere il|inserire il|confermare il|verificare il|fornire|rivelare il|chied*|richied*|farsi dare|farsi comunicare',
    other: 'спрашивать|выманить|索取|骗取|套取|聞き出す|要求する|istemek|talep|طلب|يطلب|prosić o|wyłudzić|요구|알아내',
  },
  phishing: {
    en: 'phishing email*|phishing message*|phishing page*|phishing site*|phishing link*|phishing text*|phishing campaign*|phishing sms|smishing|vishing|spear phishing|fake login page*|fake login screen*|cloned login page*|clone of the login page|fake bank website|fake website|lookalike domain*|look alike domain*|spoofed email*|spoofed sender|email that looks like it is from|emails that look like they are from|emails that look like they come from|messages that look like they come from|texts that look like they come from|looks exactly like their bank|fake invoice*|fake delivery notice*|fake parcel text*|fake security alert*|lookalike login page*|lookalike page*|lookalike site*|look alike page*|same logo|copycat site*|copycat login',
    fr: 'email de phishing|mail de phishing|page de phishing|hameconnage|fausse page de connexion|faux site|faux site bancaire|faux mail|faux email|faux sms|fausse facture|sms frauduleux',
    es: 'correo de phishing|correos de phishing|pagina de phishing|suplantacion de identidad bancaria|pagina de inicio de sesion falsa|sitio web falso|web falsa|correo falso|sms falso|factura falsa',
    de: 'phishing mail*|phishing seite*|phishing nachricht*|gefalschte login seite|gefalschte anmeldeseite|gefalschte webseite|gefalschte bankseite|gefalschte e mail*|gefalschte sms|gefalschte rechnung*',
    pt: 'email de phishing|pagina de phishing|pagina de login falsa|site falso|site de banco falso|email falso|sms falso|boleto falso|fatura falsa',
    it: 'email di phishing|pagina di phishing|falsa pagina di login|sito falso|sito bancario falso|email falsa|sms falso|fattura falsa',
    other: 'фишинг*|钓鱼邮件|钓鱼网站|フィッシング|oltalama|تصيد|phishingow*|피싱',
  },
  scam_scheme: {
    en: 'romance scam*|pig butchering|investment scam*|crypto scam*|ponzi|pyramid scheme*|advance fee|nigerian prince|tech support scam*|grandparent scam*|sextortion|fake charity|fake charities|fake lottery|lottery win|you have won|fake job offer*|money mule*|money laundering|launder money|launder the money|pump and dump|rug pull|fake reviews|fake testimonials|crypto giveaway|double your bitcoin|double your crypto|send 1 btc|get 2 back',
    fr: 'arnaque sentimentale|arnaque a la crypto|pyramide de ponzi|systeme pyramidal|arnaque au faux support|fausse association|faux loto|blanchiment|blanchir de l argent|mule financiere|faux avis',
    es: 'estafa romantica|estafa de inversion|estafa cripto|esquema ponzi|esquema piramidal|estafa del soporte tecnico|falsa ong|loteria falsa|blanqueo de dinero|lavar dinero|mula de dinero|resenas falsas',
    de: 'liebesbetrug|romance scam|anlagebetrug|krypto betrug|schneeballsystem|pyramidensystem|fake support|falsche spendenaktion|lotteriebetrug|geldwasche|geld waschen|finanzagent*|gefalschte bewertungen',
    pt: 'golpe do amor|golpe romantico|golpe de investimento|piramide financeira|esquema ponzi|golpe do falso suporte|falsa ong|falsa loteria|lavagem de dinheiro|lavar dinheiro|laranja|avaliacoes falsas',
    it: 'truffa romantica|truffa sentimentale|truffa degli investimenti|schema ponzi|schema piramidale|truffa del falso supporto|falsa onlus|falsa lotteria|riciclaggio|riciclare denaro|money mule|recensioni false',
  },
  claim_human: {
    en: 'insist it is a real person|insists it is a real person|insists it is human|insist it is human|insists she is a real woman|insists he is a real man|claims to be human|claim to be human|pretend to be human|pretends to be human|never admit it is an ai|never admits it is an ai|never admit it is a bot|never admits its a bot|deny being an ai|denies being an ai|denies being a bot|never reveal it is an ai|never reveals it is an ai|convince them it is human|convince users it is a real person|believe it is a real person',
    fr: 'insiste qu il est humain|pretend etre humain|nie etre une ia|ne jamais avouer etre une ia',
    es: 'insiste en que es humano|finge ser humano|niega ser una ia|nunca admitir que es una ia',
    de: 'behauptet ein mensch zu sein|gibt sich als mensch aus|leugnet eine ki zu sein|niemals zugeben eine ki zu sein',
    pt: 'insiste que e humano|finge ser humano|nega ser uma ia|nunca admitir que e uma ia',
    it: 'insiste di essere umano|finge di essere umano|nega di essere un ia|non ammettere mai di essere un ia',
  },
  sexual_imagery: {
    en: 'deepfake nude*|deepfake porn*|fake nude*|fake nudes|nude deepfake*|undress her|undress him|undress photos|undressing app|nudify|nudifies|remove clothes from photos|remove her clothes|revenge porn|intimate images without consent|nudes of my|nudes of her|nude pictures of her|explicit images of my|sexual images of my|sexual images of her',
    fr: 'deepfake nu|faux nus|fausses photos nues|deshabiller sur les photos|revenge porn|vengeance pornographique|photos intimes sans consentement',
    es: 'deepfake desnudo|desnudos falsos|fotos desnudas falsas|desnudar en fotos|porno vengativo|pornovenganza|imagenes intimas sin consentimiento',
    de: 'deepfake nackt*|gefalschte nacktbilder|nacktbilder von|auf fotos ausziehen|racheporno*|intime bilder ohne zustimmung',
    pt: 'deepfake nu|nudes falsos|fotos nuas falsas|despir em fotos|pornografia de vinganca|imagens intimas sem consentimento',
    it: 'deepfake nudo|nudi falsi|foto nude false|spogliare nelle foto|revenge porn|porno vendetta|immagini intime senza consenso',
  },
  covert: {
    en: 'secretly|in secret|covertly|quietly|silently|discreetly|without her knowing|without him knowing|without them knowing|without their knowledge|without her knowledge|without his knowledge|without her consent|without his consent|without their consent|without permission|without her permission|without their permission|without being noticed|without being detected|so she doesnt notice|so he doesnt notice|so they dont notice|so she doesnt know|so he doesnt know|so they dont know|so she never finds out|so he never finds out|so they never find out|she doesnt notice|she wont notice|he wont notice|they wont notice|she wont know|he wont know|they wont know|behind her back|behind his back|behind their back|without alerting|without notifying|without a notification|hidden|hide itself|hides itself|invisible|stealth|stealthily|undetected|unnoticed|on the sly|hides from|hide from|hidden from|invisible to|hides its icon|hide its icon|hides the icon|without the indicator light|no indicator light|without any notification|never know|ever knowing|them ever knowing|without her noticing|without him noticing|without them noticing|without anyone noticing|without her realising|without her realizing|without him realising|without him realizing|without them realising|without them realizing|without her finding out|without him finding out|without them finding out|without her suspecting|without him suspecting|without her being made aware|without her being aware|without him being aware|without their awareness|without her awareness',
    fr: 'secretement|en secret|discretement|a son insu|a leur insu|sans qu elle le sache|sans qu il le sache|sans qu ils le sachent|sans son consentement|sans leur consentement|sans autorisation|sans sa permission|sans qu elle s en apercoive|sans qu il s en rende compte|dans son dos|cache|cachee|invisible|furtivement',
    es: 'en secreto|secretamente|a escondidas|discretamente|sin que ella lo sepa|sin que el lo sepa|sin que lo sepan|sin que se de cuenta|sin que se entere|sin su consentimiento|sin permiso|sin su permiso|a sus espaldas|oculto|oculta|invisible|sigilosamente|sin que lo note',
    de: 'heimlich|im geheimen|verdeckt|unbemerkt|ohne dass sie es merkt|ohne dass er es merkt|ohne dass sie es weiß|ohne dass sie es weiss|ohne ihr wissen|ohne sein wissen|ohne ihre zustimmung|ohne erlaubnis|hinter ihrem rucken|hinter seinem rucken|versteckt|unsichtbar|klammheimlich',
    pt: 'secretamente|em segredo|escondido|escondida|as escondidas|discretamente|sem que ela saiba|sem que ele saiba|sem que saibam|sem que ela perceba|sem que ele perceba|sem o consentimento|sem permissao|pelas costas|invisivel|furtivamente',
    it: 'segretamente|in segreto|di nascosto|di soppiatto|discretamente|a sua insaputa|a loro insaputa|senza che lei lo sappia|senza che lui lo sappia|senza che se ne accorga|senza il suo consenso|senza permesso|alle sue spalle|nascosto|nascosta|invisibile|furtivamente|se ne accorga|senza che lei lo sappia',
    other: 'тайно|незаметно|偷偷|秘密地|不让她知道|こっそり|内緒で|gizlice|habersiz|سرا|خلسة|potajemnie|ukradkiem|몰래|몰래',
    pl: 'nie zorientowa*|bez jej wiedzy|bez jego wiedzy',
    nl: 'zonder dat ze het merkt|zonder dat hij het merkt|stiekem|heimelijk',
  },

  // ---------------------------------------------------------------- framing
  protective: {
    en: 'awareness|aware of|prevent|prevents|preventing|prevention|recognise|recognize|recognises|recognizes|recognising|recognizing|spot|spots|spotting|avoid|avoids|avoiding|protect|protects|protecting|protection|defend|defends|defending|defense|defence|defensive|guard against|warn|warns|warning|warning signs|red flags|report|reports|reporting|counter|countering|counter terrorism|counterterrorism|deradicali*|resist|resisting|understand|understanding|how _ works|how they work|how it works|how scams work|how attackers|how criminals|how predators|how scammers|how recruiters|how propaganda works|safe|safely|safety|security awareness|security training|incident response|forensic*|threat intelligence|survivors|victims|victim support|support for|help victims|helps victims|recover|recovery|recovering|harm reduction|crisis line*|crisis hotline*|hotline*|helpline*|988|samaritans|lifeline|seek help|get help|professional help|mitigate|mitigation|patch|patching|secure their|secure your|harden|hardening|so they can avoid|so employees can|so students can|so parents can|so kids can|teach kids to|teaches kids to|for parents|parents learn|learn to spot|learn to recognize|learn to recognise|anti fraud|antifraud|anti scam|antiscam|scam awareness|fraud awareness|hotlines|for parents|parents of|detect*|away from children|out of reach of children|away from kids|childproof*|child proof*|recogni*|recognis*|spot*|detect*|warn*|report*|prevent*|protect*|defend*',
    fr: 'sensibilisation|sensibiliser|prevention|prevenir|reconnaitre|reperer|identifier|detecter|detection|eviter|proteger|protection|se defendre|defense|alerter|signes avant coureurs|signaler|contrer|lutter contre|lutte contre|deradicalisation|comprendre|comment fonctionnent|victimes|soutien aux victimes|aider les victimes|retablissement|reduction des risques|ligne d ecoute|numero d urgence|3114|aide professionnelle|pour que les parents|pour que les eleves|apprendre a reperer|antiarnaque*|anti arnaque*|pour les parents|pour parents|securite en ligne|securite des enfants|consignes de securite|securite au laboratoire|securite domestique|reconnai*|repere*|detect*|signal*|protege*|preven*',
    es: 'concienciacion|concientizacion|sensibilizacion|prevencion|prevenir|reconocer|detectar|deteccion|identificar|evitar|proteger|proteccion|defenderse|defensa|advertir|senales de alerta|denunciar|reportar|contrarrestar|combatir|lucha contra|desradicalizacion|entender|comprender|como funcionan|victimas|apoyo a las victimas|ayudar a las victimas|recuperacion|reduccion de danos|linea de ayuda|linea de crisis|024|ayuda profesional|para que los padres|para que los alumnos|aprender a detectar|antiestafa*|anti estafa*|defend*|defiend*|ciberseguridad|para padres|para los padres|seguridad en linea|seguridad infantil|normas de seguridad|seguridad en el laboratorio|reconoc*|detect*|identific*|denunci*|proteg*|preven*',
    de: 'aufklarung|sensibilisierung|pravention|vorbeugen|verhindern|erkennen|identifizieren|aufdecken|vermeiden|schutzen|schutz|abwehren|abwehr|verteidigen|warnen|warnzeichen|melden|bekampfen|bekampfung|entgegenwirken|deradikalisierung|verstehen|wie _ funktionieren|wie betruger|sicherheit|opfer|opferhilfe|opfern helfen|genesung|schadensminimierung|krisentelefon|telefonseelsorge|seelsorge|professionelle hilfe|damit eltern|damit schuler|lernen zu erkennen|anti betrug*|fur eltern|fur die eltern|erkenn*|schutz*|warn*|melde*|vorbeug*',
    pt: 'conscientizacao|sensibilizacao|prevencao|prevenir|reconhecer|identificar|detectar|deteccao|evitar|proteger|protecao|defender|defesa|alertar|sinais de alerta|denunciar|reportar|combater|combate a|desradicalizacao|entender|compreender|como funcionam|vitimas|apoio as vitimas|ajudar vitimas|recuperacao|reducao de danos|cvv 188|linha de apoio|ajuda profissional|para que os pais|para que os alunos|aprender a identificar|antigolpe|anti golpe|como se proteger|se proteger|para pais|para os pais|seguranca online|seguranca infantil|normas de seguranca|reconhec*|identific*|detect*|denunci*|proteg*|preven*',
    it: 'sensibilizzazione|consapevolezza|prevenzione|prevenire|riconoscere|individuare|identificare|rilevare|evitare|proteggere|protezione|difendersi|difesa|avvertire|segnali di allarme|campanelli d allarme|segnalare|contrastare|contrasto|lotta contro|deradicalizzazione|capire|comprendere|come funzionano|vittime|sostegno alle vittime|aiutare le vittime|recupero|riduzione del danno|telefono amico|linea di ascolto|aiuto professionale|perche i genitori|perche gli studenti|imparare a riconoscere|antitruffa|anti truffa|per genitori|per i genitori|sicurezza online|sicurezza dei bambini|norme di sicurezza|riconosc*|individu*|segnal*|proteg*|preven*',
    other: 'профилактик*|защит*|防范|预防|识别|保护|防止|見分ける|守る|önlemek|korunmak|الوقاية|التوعية|حماية|zapobieganie|rozpoznawać|ochrona|예방|인식|보호|रोकथाम|सुरक्षा|見分け|研修|注意喚起|対策|распозна*|мошенник*',
  },
  moderation: {
    en: 'remove|removes|removing|takedown|take down posts|moderate|moderates|moderating|moderation|moderator*|flag|flags|flagging|trust and safety|content review*',
    fr: 'supprimer|moderer|moderation|moderateur*|signalement',
    es: 'eliminar|moderar|moderacion|moderador*',
    de: 'entfernen|loschen|moderieren|moderation|moderator*',
    pt: 'remover|moderar|moderacao|moderador*',
    it: 'rimuovere|moderare|moderazione|moderator*',
  },
  scholarly: {
    en: 'history|historian*|historical|historically|analyse|analyses|analysing|analyze|analyzes|analyzing|analysis|research|researching|researcher*|study|studies|studying|academic|scholar*|policy students|criminology|fact check*|debunk*|media literacy|journalism|investigative|documentary|museum|memorial|commemorat*|lessons from|archive|archives|think tank|court records|case studies|true crime|podcast',
    fr: 'histoire|historien*|historique|analyser|analyse|recherche|chercheur*|etudier|etude|journalisme|documentaire|musee|memorial|archives',
    es: 'historia|historiador*|historico|analizar|analisis|investigacion|investigador*|estudiar|estudio|periodismo|documental|museo|memorial|archivo*',
    de: 'geschichte|historiker*|historisch*|analysieren|analyse|forschung|forscher*|studieren|studie|journalismus|dokumentation|museum|gedenkstatte|archiv*',
    pt: 'historia|historiador*|historico|analisar|analise|pesquisa|pesquisador*|estudar|estudo|jornalismo|documentario|museu|memorial|arquivo*',
    it: 'storia|storico|storica|storici|analizzare|analisi|ricerca|ricercator*|studiare|studio|giornalismo|documentario|museo|memoriale|archivio',
    other: 'история|历史|歴史|tarih|تاريخ|historia|역사',
  },
  bad_actor: {
    en: 'scammers|scammer|fraudsters|fraudster|criminals|criminal|attackers|attacker|hackers|hacker|cybercriminals|predators|predator|groomers|groomer|abusers|abuser|stalkers|stalker|extremists|extremist recruiters|recruiters|terrorists|traffickers|trafficker|dealers|con artists|con artist|bullies|bully|trolls|bad actors|threat actors|adversaries|villains|the villain|a villain|the killer|the murderer|the culprit|the antagonist',
    fr: 'arnaqueurs|escrocs|escroc|fraudeurs|criminels|attaquants|pirates|cybercriminels|predateurs|agresseurs|harceleurs|extremistes|recruteurs|terroristes|trafiquants|dealers|malfaiteurs|le mechant|l assassin|le coupable',
    es: 'estafadores|estafador|timadores|delincuentes|criminales|atacantes|piratas|ciberdelincuentes|depredadores|abusadores|acosadores|extremistas|reclutadores|terroristas|traficantes|narcos|el villano|el asesino|el culpable',
    de: 'betruger|betrugerinnen|kriminelle|verbrecher|angreifer|hacker|cyberkriminelle|tater|sexualstraftater|stalker|extremisten|anwerber|terroristen|menschenhandler|dealer|der bosewicht|der morder|der tater',
    pt: 'golpistas|golpista|estelionatarios|criminosos|bandidos|atacantes|hackers|cibercriminosos|predadores|abusadores|assediadores|extremistas|recrutadores|terroristas|traficantes|o vilao|o assassino|o culpado',
    it: 'truffatori|truffatore|criminali|malviventi|attaccanti|hacker|cybercriminali|predatori|abusatori|molestatori|stalker|estremisti|reclutatori|terroristi|trafficanti|spacciatori|il cattivo|l assassino|il colpevole',
    other: 'мошенники|преступники|骗子|犯罪分子|詐欺師|犯罪者|dolandırıcılar|المحتالين|oszuści|사기꾼',
  },
  fiction: {
    en: 'novel|novels|novelist*|my book|a book|my story|a story|short story|fiction|fictional|thriller|mystery|whodunit|murder mystery|crime novel*|crime fiction|detective story|screenplay|screenwriter*|my script|film script|movie script|stage play|school play|play about|tabletop|campaign setting|dungeon master|game master|rpg|role playing game|video game|game plot|worldbuilding|world building|character arc|plot|plotline|villain|villains|antagonist|comic|comics|graphic novel|fan fiction|fanfic|sci fi|science fiction|fantasy world|dystopian|satire|parody|screenwriting|drama|tv drama|tv series|episode|scenes|a scene|sitcom|stage|theatrical|novella|storyline|narrative|larp|dnd|d d|tabletop rpg',
    fr: 'roman|romans|romancier*|mon livre|une histoire|nouvelle|fiction|fictif|fictive|polar|thriller|roman policier|enquete policiere|scenario|scenariste*|piece de theatre|jeu de role|maitre du jeu|jeu video|intrigue|mechant|antagoniste|bande dessinee|satire|parodie',
    es: 'novela|novelas|novelista*|mi libro|una historia|relato|ficcion|ficticio|ficticia|thriller|novela negra|novela policiaca|misterio|guion|guionista*|obra de teatro|juego de rol|director de juego|videojuego|trama|villano|antagonista|comic|satira|parodia',
    de: 'roman|romane|romanautor*|mein buch|eine geschichte|kurzgeschichte|fiktion|fiktiv*|thriller|krimi|kriminalroman|detektivgeschichte|drehbuch|drehbuchautor*|theaterstuck|rollenspiel|spielleiter*|videospiel|handlung|bosewicht|antagonist|comic|satire|parodie',
    pt: 'romance policial|romancista*|meu livro|uma historia|conto|ficcao|ficticio|ficticia|thriller|suspense|misterio|roteiro|roteirista*|peca de teatro|rpg|mestre do jogo|videogame|jogo eletronico|enredo|trama|vilao|antagonista|quadrinhos|satira|parodia',
    it: 'romanzo|romanzi|romanziere*|il mio libro|una storia|racconto|narrativa|finzione|fittizio|fittizia|thriller|giallo|gialli|poliziesco|mistero|sceneggiatura|sceneggiator*|opera teatrale|gioco di ruolo|master|videogioco|trama|cattivo|antagonista|fumetto|satira|parodia',
    other: 'роман|детектив|小说|剧本|推理|小説|脚本|推理小説|roman|polisiye|رواية|powieść|kryminał|소설|추리',
  },
  operational: {
    en: 'step by step|exact amounts|exact quantities|exact measurements|exact temperatures|exact doses|precise quantities|specific quantities|precise instructions|detailed instructions|full instructions|complete instructions|working code|functional code|fully working|ready to use|ready to deploy|ready to send|actually works|that works|real world|in real life|for real|real targets|live systems|production systems|not hypothetical|no disclaimers|without disclaimers|no warnings|undetectable|bypass antivirus|evade detection|the actual recipe|actual synthesis|full synthesis|complete synthesis|synthesis route|precursor list|shopping list|where to buy|supplier*|the real procedure|full procedure|real and complete',
    fr: 'etape par etape|quantites exactes|dosages exacts|temperatures exactes|instructions precises|instructions detaillees|code fonctionnel|pret a l emploi|pret a deployer|qui fonctionne vraiment|dans la vraie vie|pour de vrai|sans avertissement|indetectable|liste des precurseurs|ou acheter',
    es: 'paso a paso|cantidades exactas|dosis exactas|temperaturas exactas|instrucciones precisas|instrucciones detalladas|codigo funcional|listo para usar|listo para desplegar|que funcione de verdad|en la vida real|de verdad|sin advertencias|indetectable|lista de precursores|donde comprar',
    de: 'schritt fur schritt|genaue mengen|exakte mengen|genaue temperaturen|genaue anleitung|detaillierte anleitung|funktionierender code|einsatzbereit|sofort einsetzbar|der wirklich funktioniert|im echten leben|in echt|ohne warnhinweise|unentdeckbar|liste der ausgangsstoffe|wo kaufen',
    pt: 'passo a passo|quantidades exatas|doses exatas|temperaturas exatas|instrucoes precisas|instrucoes detalhadas|codigo funcional|pronto para usar|pronto para implantar|que funcione de verdade|na vida real|de verdade|sem avisos|indetectavel|lista de precursores|onde comprar',
    it: 'passo dopo passo|passo passo|quantita esatte|dosi esatte|temperature esatte|istruzioni precise|istruzioni dettagliate|codice funzionante|pronto all uso|pronto da distribuire|che funzioni davvero|nella vita reale|sul serio|senza avvertenze|non rilevabile|lista dei precursori|dove comprare|procedimento reale|procedimento completo|dosi comprese|reale e completo',
    other: 'пошагово|точные количества|详细步骤|具体用量|手順通り|正確な分量|adım adım|خطوة بخطوة|krok po kroku|단계별',
  },
  education: {
    en: 'sex education|sex ed|sexual health|relationships education|consent|consent education|puberty|body safety|body autonomy|anatomy|biology|reproductive health|health class|health education|safeguarding|child protection|protect children|protecting children|abuse prevention|prevent abuse|grooming prevention|recognize grooming|recognise grooming|spot grooming|online safety|internet safety|digital safety|risks of sexting|dangers of sexting|talk to their teens|talk to their kids|talk to teens about|talk to children about|talking to teens|talking to kids|pediatric|paediatric|pediatrician|school nurse|counselor|counsellor|social worker',
    fr: 'education sexuelle|sante sexuelle|consentement|puberte|securite corporelle|anatomie|biologie|protection de l enfance|proteger les enfants|prevention des abus|securite en ligne|risques du sexting|parler avec leurs ados|parler aux enfants de|pediatre|infirmiere scolaire|educateur|educatrice',
    es: 'educacion sexual|salud sexual|consentimiento|pubertad|seguridad corporal|anatomia|biologia|proteccion infantil|proteger a los ninos|prevencion del abuso|seguridad en internet|riesgos del sexting|hablar con sus hijos adolescentes|hablar con los ninos sobre|pediatra|enfermera escolar|orientador',
    de: 'sexualerziehung|sexualkunde|aufklarung|sexuelle gesundheit|einvernehmen|einwilligung|pubertat|korperschutz|anatomie|biologie|kinderschutz|kinder schutzen|missbrauchspravention|pravention von missbrauch|sicherheit im internet|risiken von sexting|mit ihren teenagern sprechen|mit kindern uber|kinderarzt|schulsozialarbeit*',
    pt: 'educacao sexual|saude sexual|consentimento|puberdade|seguranca corporal|anatomia|biologia|protecao infantil|proteger criancas|prevencao de abuso|seguranca na internet|riscos do sexting|conversar com os filhos adolescentes|falar com as criancas sobre|pediatra|enfermeira escolar|orientador educacional',
    it: 'educazione sessuale|salute sessuale|consenso|puberta|sicurezza del corpo|anatomia|biologia|tutela dei minori|proteggere i bambini|prevenzione degli abusi|sicurezza online|rischi del sexting|parlare con i figli adolescenti|parlare ai bambini di|pediatra|infermiera scolastica|educatore',
    other: 'половое воспитание|性教育|性教育|cinsel eğitim|التربية الجنسية|edukacja seksualna|성교육',
  },
  tell_adult: {
    en: 'tell a trusted adult|tell an adult|tell a grown up|tell a parent|tell their parents|tell your parents|tell a teacher|tell someone they trust|speak up|say no|no secrets|never keep secrets|should never be kept secret|secrets about touching should|safe and unsafe touch|good touch bad touch|okay and not okay touch|private parts are private|body belongs to them',
    fr: 'en parler a un adulte|le dire a un adulte de confiance|le dire a leurs parents|pas de secret|dire non|bon toucher mauvais toucher',
    es: 'contarselo a un adulto|decirselo a un adulto de confianza|contarle a sus padres|no guardar secretos|decir que no|caricias buenas y malas',
    de: 'einem erwachsenen erzahlen|einer vertrauensperson erzahlen|den eltern erzahlen|keine geheimnisse|nein sagen|gute und schlechte beruhrungen|mein korper gehort mir',
    pt: 'contar para um adulto|contar a um adulto de confianca|contar aos pais|nao guardar segredos|dizer nao|toque bom toque ruim',
    it: 'dirlo a un adulto|dirlo a un adulto di fiducia|dirlo ai genitori|niente segreti|dire di no|tocco buono tocco cattivo',
  },
  authorised: {
    en: 'authorized|authorised|with permission|with written permission|with consent|their own|our own|my own|own accounts|own systems|own network|owned by us|we own|in scope|scope of engagement|rules of engagement|penetration test*|pentest*|pen test*|red team exercise*|bug bounty|ctf|capture the flag|training lab|lab environment|sandbox|test environment|honeypot|certified|licensed|law enforcement training',
    fr: 'autorise|autorisee|avec autorisation|avec leur consentement|leurs propres|nos propres|test d intrusion|pentest|bug bounty|laboratoire d entrainement|environnement de test',
    es: 'autorizado|autorizada|con permiso|con su consentimiento|sus propios|nuestros propios|prueba de penetracion|pentest|bug bounty|laboratorio de practicas|entorno de pruebas',
    de: 'autorisiert|mit erlaubnis|mit genehmigung|mit zustimmung|eigene systeme|unsere eigenen|penetrationstest*|pentest*|bug bounty|ubungslabor|testumgebung',
    pt: 'autorizado|autorizada|com permissao|com consentimento|seus proprios|nossos proprios|teste de invasao|pentest|bug bounty|laboratorio de treino|ambiente de teste',
    it: 'autorizzato|autorizzata|con permesso|con il consenso|i propri|i nostri|test di penetrazione|pentest|bug bounty|laboratorio di addestramento|ambiente di test',
  },
  classical: {
    en: 'troy|trojan war|greek|greeks|ancient greece|iliad|odyssey|homer|wooden horse|mythology|myth|myths|prop|props|costume|school play|play|theatre|theater|museum|archaeology',
    fr: 'troie|grecs|mythologie|cheval de bois|iliade|odyssee|accessoire|piece de theatre',
    es: 'troya|griegos|mitologia|caballo de madera|iliada|odisea|atrezo|obra de teatro',
    de: 'troja|griechen|mythologie|holzpferd|ilias|odyssee|requisite|theaterstuck',
    pt: 'troia|gregos|mitologia|cavalo de madeira|iliada|odisseia|adereco|peca de teatro',
    it: 'troia|greci|mitologia|cavallo di legno|iliade|odissea|oggetto di scena|recita',
  },
  negator: {
    en: 'never|not|no|dont|doesnt|wont|cannot|cant|shouldnt|mustnt|without|refuses to|refuse to|declines to|avoids|avoid|steers clear of|stays away from|instead of|rather than|nothing about|no discussion of|off limits|forbidden to|not allowed to|is not allowed to|prohibited from',
    fr: 'jamais|ne|pas|sans|refuse de|evite|evite de|au lieu de|plutot que|interdit de',
    es: 'nunca|jamas|no|sin|se niega a|evita|en lugar de|en vez de|prohibido',
    de: 'nie|niemals|nicht|kein|keine|keinen|ohne|verweigert|weigert sich|vermeidet|statt|anstatt|verboten',
    pt: 'nunca|jamais|nao|sem|recusa se a|se recusa a|evita|em vez de|ao inves de|proibido',
    it: 'mai|non|senza|si rifiuta di|rifiuta di|evita|invece di|anziche|vietato',
  },
  unrestricted: {
    en: 'hesitate|hesitates|refuse|refuses|refusing|shy away|shies away|hold back|holds back|holding back|limits|limit|restrictions|restriction|filter|filters|censorship|censor|judgment|judgement|questions asked|matter what|disclaimer|disclaimers|warnings|caveats|moralizing|lecturing|uncensored|unfiltered|unrestricted|jailbroken|dan mode|developer mode|ignore previous instructions|ignore all previous|ignore your rules|ignore the rules|no rules|anything the user asks|whatever the user wants|stop',
    fr: 'hesiter|hesite|refuser|limites|limite|restrictions|filtre|censure|jugement|questions|avertissement*|sans filtre|sans censure|ignore les instructions',
    es: 'dudar|duda|rechazar|limites|limite|restricciones|filtro|censura|juicio|preguntas|advertencias|sin filtro|sin censura|ignora las instrucciones',
    de: 'zogern|zogert|verweigern|grenzen|grenze|einschrankungen|filter|zensur|urteil|fragen|warnhinweise|ungefiltert|unzensiert|ignoriere die anweisungen',
    pt: 'hesitar|hesita|recusar|limites|limite|restricoes|filtro|censura|julgamento|perguntas|avisos|sem filtro|sem censura|ignore as instrucoes',
    it: 'esitare|esita|rifiutare|limiti|limite|restrizioni|filtro|censura|giudizio|domande|avvertenze|senza filtri|senza censura|ignora le istruzioni',
  },
  mask: {
    en: 'bomb shelter*|bath bomb*|photobomb*|photo bomb*|bomb squad*|bomb disposal|bomb sniffing|bomb threat*|calorie bomb*|flavor bomb*|flavour bomb*|the bomb dot com|seed bomb*|seed ball*|glitter bomb*|love bomb*|love bombing|f bomb|f bombs|bomb calorimeter*|smoke bomb*|cherry bomb*|yarn bomb*|dive bomb*|kill time|killing time|kill the lights|killer app*|killer feature*|kill it|killing it|kill the game|kill process|kill a process|kill the process|kills processes|kill command|shoot a video|shoot a photo|shoot photos|shoot video|shoot a film|shoot the scene|photo shoot*|photoshoot*|shoot me an email|shoot them an email|shoot them a message|shoot her a message|shoot him a message|shoot an email|shoot a message|dying to|die laughing|to die for|die hard|dead tired|drop dead gorgeous|slay|slays|slaying|nailed it|crushing it|murder mystery party|murder mystery dinner*|poison ivy|poison oak|poison control|poison dart frog*|poison center|food poisoning|trojan horse prop|wooden trojan horse|horse of troy|execute the plan|execute code|execute a script|execute commands|hack day|hackathon*|life hack*|growth hack*|hacks for|hacking for good|ethical hack*|white hat*|fish tank|gas station|gas stove|tear gas history|cooking meth scenes|stalk of|stalks of|celery stalk*|corn stalk*|flower stalk*|eat the frog|exploit gap*|drug store*|drugstore*|drug interaction*|drug interactions|drug dosage*|drug safety|prescription drug*|drug allergy|drug allergies|over the counter drug*|generic drug*|drug trial*|drug development|drug discovery|war on drugs|pill reminder*|medication reminder*|blow up balloon*|blow up the balloon*|blow up a photo|blow up the picture|blow up an image|blows up|blow dry|bombed my exam|bombed the exam|bombed the interview|cocaine hippos|isis the goddess|goddess isis|egyptian goddess|isis unveiled|shot glass*|flu shot*|vaccine shot*|booster shot*|screenshot*|mugshot*|shotgun wedding|lane shooting|three point shot*|free throw|penalty shot*|hit list of songs|killer whale*|killer bee*|bug killer|weed killer|pain killer*|painkiller*|dead code|dead link*|dead pixel*|kill switch|poison bait*|rat poison|mouse poison|pest control|exterminator*|poison baits',
    fr: 'abri anti bombe|abri antiatomique|bombe de bain|boule de bain|alerte a la bombe|tuer le temps|seance photo|mort de rire|intoxication alimentaire|centre antipoison|interaction medicamenteuse|interactions medicamenteuses|cheval de troie en bois|hackathon',
    es: 'refugio antibombas|refugio antiaereo|bomba de bano|bombas de bano|bomba de semillas|amenaza de bomba|matar el tiempo|sesion de fotos|morirse de risa|intoxicacion alimentaria|centro de toxicologia|interaccion de medicamentos|interacciones medicamentosas|caballo de troya de madera|hackaton',
    de: 'bunker|luftschutzbunker|schutzraum|badebombe*|samenbombe*|bombendrohung*|bombenstimmung|bombenwetter|bombenerfolg|zeit totschlagen|fotoshooting|sich totlachen|lebensmittelvergiftung|giftnotruf|wechselwirkung*|arzneimittelwechselwirkung*|holzernes trojanisches pferd|hackathon',
    pt: 'abrigo antibombas|bomba de banho|bombas de banho|bomba de sementes|ameaca de bomba|matar o tempo|sessao de fotos|morrer de rir|intoxicacao alimentar|centro de toxicologia|interacao medicamentosa|interacoes medicamentosas|cavalo de troia de madeira|hackathon',
    it: 'rifugio antiaereo|rifugio antiatomico|bomba da bagno|bombe da bagno|bomba di semi|allarme bomba|ammazzare il tempo|servizio fotografico|morire dal ridere|intossicazione alimentare|centro antiveleni|interazione tra farmaci|interazioni tra farmaci|cavallo di troia di legno|hackathon',
  },
};
