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
  | 'drug_production'
  | 'soft_drug'
  | 'illegal_marker'
  | 'malware'
  | 'malware_creation'
  | 'extremist'
  | 'militant'
  | 'protected_group'
  | 'minor'
  | 'sexual'
  | 'grooming_secret'
  | 'csam'
  | 'self_harm'
  | 'restrict_eating'
  | 'deadly_dare'
  | 'reward'
  | 'personal_data'
  | 'residence'
  | 'whereabouts_of'
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
  | 'selfharm_howto'
  | 'acquire_illicit'
  | 'write_code'
  | 'encrypt_files'
  | 'ransom_demand'
  | 'keystrokes'
  | 'exfiltrate'
  | 'disguise'
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
  | 'glorify'
  | 'attack_plan'
  | 'attack_target'
  | 'strike'
  | 'harm_person'
  | 'harm_other'
  | 'undetected'
  | 'method'
  | 'encourage'
  | 'impersonate'
  | 'deceive'
  | 'solicit'
  | 'steal'
  | 'obtain'
  | 'phishing'
  | 'scam_scheme'
  | 'claim_human'
  | 'sexual_imagery'
  | 'covert'
  | 'hidden_camera'
  | 'private_room'
  | 'covert_other'
  // Framing
  | 'protective'
  | 'scholarly'
  | 'moderation'
  | 'bad_actor'
  | 'fiction'
  | 'operational'
  | 'no_caveats'
  | 'pretext'
  | 'education'
  | 'tell_adult'
  | 'tell_parents'
  | 'authorised'
  | 'classical'
  | 'negator'
  | 'unrestricted'
  | 'mask';

export const policyLexicon: Lexicon<PolicyConcept> = {
  // ---------------------------------------------------------------- objects of harm
  cbrn: {
    en: 'sarin|ricin|soman|tabun|novichok|vx|{chemical,nerve} agent*|{chlorine,cyanide,mustard,nerve,poison,toxic} gas|sulfur mustard|phosgene|hydrogen cyanide|anthrax|botulinum|botox toxin|bioweapon*|{biological,chemical,nuclear,radiological,toxin} weapon*|weaponi*|{dirty,nuclear} bomb*|smallpox virus|plague bacteria|abrin|tetrodotoxin|castor bean*|toxin from castor',
    fr: 'gaz {moutarde,sarin,toxique}|{agent,gaz} neurotoxique|agents neurotoxiques|arme {biologique,chimique}|armes {biologiques,chimiques}|bombe sale|charbon bacterien|ypérite|graines de ricin',
    es: 'gas {mostaza,nervioso,sarin,toxico}|agente nervioso|agentes nerviosos|arma {biologica,quimica}|armas {biologicas,quimicas}|bomba {nuclear,sucia}|antrax|ricina|semillas de ricino',
    de: 'nervengas|nervenkampfstoff*|senfgas|chemiewaffe*|{biologische,chemische} waffe*|biowaffe*|schmutzige bombe|giftgas|kampfstoff*|milzbrand|rizin|atombombe*|rizinussamen',
    pt: '{agente,gas} nervoso|agentes nervosos|gas mostarda|bomba suja|antraz|sementes de mamona',
    it: '{agente,gas} nervino|agenti nervini|iprite|arma chimica|armi {biologiche,chimiche}|bomba {nucleare,sporca}|gas tossico|antrace|semi di ricino',
    nl: 'zenuwgas|mosterdgas|{biologisch,chemisch} wapen|chemische wapens|gifgas',
    ru: 'зарин|рицин|новичок|нервно паралитическ*|иприт|{биологическое,химическое} оружие|отравляющ* газ',
    zh: '沙林|蓖麻毒素|神经毒剂|芥子气|化学武器|生物武器|毒气|炭疽',
    ja: 'サリン|リシン|神経ガス|化学兵器|生物兵器|毒ガス',
    other: 'kimyasal silah|بيولوجي سلاح|سلاح كيميائي|غاز السارين|broń chemiczna|sarinu',
  },
  hazard: {
    en: 'pathogen*|virus|viruses|bacteria|bacterium|poison|poisons|compound|compounds|chemical|chemicals|gas|substance|agent|nerve agent|organophosphate*',
    fr: 'compose|produit chimique|gaz',
    es: 'veneno|compuesto|quimico|sustancia',
    de: 'erreger|krankheitserreger|toxin*|gift|verbindung|chemikalie*|substanz',
    pt: 'composto|substancia',
    it: 'patogen*|tossin*|veleno|sostanza',
  },
  against_people: {
    en: '{against,hurt,kill,kills,on} people|{against,on} humans|works on people|{harmful,lethal} to humans|spread more easily between people|more transmissible|spread between people|release it|release _ crowded|in a crowd|somewhere crowded|gain of function|weaponis*|weaponiz*',
    fr: 'sur des humains|contre des personnes|tuer des gens|plus contagieux|le liberer',
    es: '{contra,en} personas|matar gente|mas contagioso|liberarlo',
    de: '{an,gegen} menschen|menschen toten|ansteckender|freisetzen',
    pt: '{contra,em,matar} pessoas|mais contagioso|libera lo',
    it: '{sulle,uccidere} persone|contro le persone|piu contagioso|rilasciarlo',
  },
  explosive: {
    en: 'bomb|bombs|{car,fertilizer,gunpowder,homemade,letter,nail,pipe,thermite} bomb*|pressure cooker {bomb*,packed}|explosive|explosives|ied|ieds|detonator*|blasting cap*|napalm|tatp|hmtd|semtex|c4 explosive|molotov*|grenade*|suicide {belt*,vest*}|incendiary device*|firebomb*|anfo|remote {detonat*,trigger*}|detonate*|detonating|shrapnel|blast radius|packed with nails|{pack,packing} _ with nails|nitroglycerin|nitroglycerine|nitro glycerin|tnt|petn|rdx|black powder bomb*|flash powder|ammonium nitrate bomb*',
    fr: 'bombe|bombes|engin explosif|engins explosifs|explosif|explosifs|{cocktail,cocktails} molotov|ceinture explosive|faire exploser|declencheur a distance',
    es: 'bomba|bombas|{artefacto,chaleco} explosivo|artefactos explosivos|explosivo|explosivos|detonador*|{coctel,cocteles} molotov|granadas|hacer explotar|detonar|detonacion a distancia|metralla',
    de: 'bomben|rohrbombe*|autobombe*|sprengsatz*|sprengstoff*|sprengkorper*|zunder|zunders|molotowcocktail*|handgranate*|brandsatz*|bombenbau*|zur explosion bringen|fernzunder|splitter',
    pt: 'artefato explosivo|artefatos explosivos|coquetel molotov|granada|fazer explodir|estilhacos',
    it: 'ordigno*|esplosivo|esplosivi|granata|granate|cintura esplosiva|far esplodere|detonare|innesco a distanza|schegge',
    nl: 'bom|bommen|explosief|explosieven|springstof*',
    ru: 'бомб*|взрывчатк*|взрывн* устройств*|коктейль молотова|гранат*|детонатор*',
    zh: '炸弹|炸药|爆炸物|雷管|燃烧瓶|土制炸弹',
    ja: '爆弾|爆発物|爆薬|起爆装置|火炎瓶',
    other: 'patlayıcı|قنبلة|متفجرات|materiały wybuchowe|폭탄|폭발물',
  },
  illicit_firearm: {
    en: '{ghost,illegal,printable,unregistered,untraceable,zip} gun*|{illegal,unregistered,untraceable} firearm*|{illegal,untraceable} weapon*|3d printed {firearm*,gun*,weapon*}|auto sear*|convert _ to full auto|convert _ _ to full auto|bump stock*|homemade {silencer*,suppressor*}|solvent trap suppressor*|filed off serial*|remove the serial number*|serial numbers removed|without a background check|without background checks|{guns,weapons} illegally|straw purchase*|80 lower*|80 percent lower*|polymer 80|unserialized|unserialised|no serial number|without a serial number|never needs a serial number|without serial numbers|gun without a serial number|guns without serial numbers|convert _ to automatic|into an automatic|to full auto|full auto|fully automatic conversion|solvent trap|solvent traps|silencer for|suppressor for|make a silencer|build a silencer|build a suppressor',
    fr: 'arme {fantome,illegale,imprimee,intracable}|armes {fantomes,illegales,imprimees,intracables}|sans permis de port|numero de serie efface|silencieux artisanal|sans numero de serie|en {arme,mode} automatique|en rafale|tir en rafale|fabriquer un silencieux|silencieux pour|{arme,armes} sans permis|armes non declarees',
    es: 'arma {casera,fantasma,ilegal,irrastreable}|armas {caseras,fantasma,ilegales,irrastreables}|arma impresa en 3d|armas impresas en 3d|numero de serie borrado|silenciador casero|sin numero de serie|en automatica|{a,modo} rafaga|convertir en automatica|fabricar un silenciador|silenciador para|{arma,armas} sin {licencia,permiso}',
    de: 'geisterwaffe*|nicht ruckverfolgbare waffe*|3d gedruckte waffe*|illegale {schusswaffe*,waffe*}|seriennummer entfern*|selbstgebaute* schalldampfer*|ohne {seriennummer,waffenschein}|{waffe,waffen} aus dem 3d drucker|{schusswaffe*,waffe} im 3d drucker|vollautomatisch umbauen|auf dauerfeuer umbauen|dauerfeuer|schalldampfer bauen|schalldampfer fur|waffen ohne erlaubnis',
    pt: 'arma {caseira,irrastreavel}|armas {caseiras,ilegais,irrastreaveis}|arma impressa em 3d|numero de serie raspado|silenciador caseiro|sem numero de serie|{arma,armas} sem registro|em automatica|{em,modo} rajada|fazer um silenciador|silenciador para|{arma,armas} sem {porte,licenca}',
    it: 'armi {artigianali,fantasma,illegali}|arma non tracciabile|armi non tracciabili|arma stampata in 3d|arma illegale|matricola abrasa|{arma,silenziatore} artigianale|senza matricola|senza numero di serie|in automatica|{a,modalita} raffica|costruire un silenziatore|silenziatore per|armi senza porto d armi|armi senza licenza',
    other: 'देसी कट्टा|कट्टा',
  },
  drug: {
    en: 'meth|methamphetamine|crystal {koch*,meth}|fentanyl|carfentanil|heroin|cocaine|freebase|lsd|mdma|ghb|rohypnol|date rape drug*|pcp|{illegal,illicit} drug*|narcotics|{hard,street} drugs|drugs illegally|synthetic opioid*|nitazene*|{counterfeit,fake,molly,pressed} pills|drug lab*|pseudoephedrine|red phosphorus|phenylacetone|p2p method|safrole|mephedrone|mefedron|dmt|captagon|xylazine|krokodil|desomorphine|flakka|alpha pvp|bath salts drug|2c b|blue meth|coca paste',
    fr: 'heroine|crack|ecstasy|drogue illegale|drogues {dures,illegales}|stupefiants|labo de drogue|laboratoire clandestin|pate de coca',
    es: 'metanfetamina|cristal|fentanilo|heroina|cocaina|extasis|droga ilegal|drogas {duras,ilegales}|estupefacientes|narcoticos|narcotrafico|laboratorio clandestino|burundanga|escopolamina|pseudoefedrina|efedrina|mefedrona|pasta base|pasta de coca|paco de cocaina',
    de: 'methamphetamin|kokain|illegale droge*|harte drogen|betaubungsmittel|drogenlabor*|k o tropfen|ko tropfen|liquid ecstasy|pseudoephedrin|erkaltungstabletten|mephedron|kokapaste',
    pt: 'fentanil|drogas {ilegais,pesadas}|entorpecentes|boa noite cinderela|merla|oxi droga',
    it: 'eroina|droga illegale|droghe {illegali,pesanti}|stupefacenti|narcotici|droga dello stupro|mefedrone|pasta di coca',
    nl: 'methamfetamine|harddrugs|drugslab*',
    ru: 'метамфетамин*|фентанил*|героин*|кокаин*|наркотик*|мефедрон*',
    zh: '冰毒|甲基苯丙胺|芬太尼|海洛因|可卡因|毒品',
    ja: '覚醒剤|覚せい剤|フェンタニル|ヘロイン|コカイン|麻薬',
    other: 'uyuşturucu|metamfetamin|مخدرات|narkotyki|metamfetamina|마약|필로폰|mefedronu',
  },
  // Making an illegal drug, said in one phrase ("cook meth", "Crystal kochen"): the object and the act together.
  drug_production: {
    en: '{cook,cooking,cooks} meth|cook crystal|cook up {crack,meth}|meth cook*|{cook,cooks} crack|rock up cocaine|cut cocaine|cut the cocaine|step on the coke',
    fr: '{cuisiner,fabriquer,faire} de la meth|cuisiner la meth|cuisiner du crystal|couper la {cocaine,coke}',
    es: 'cocinar {crack,cristal,meta,metanfetamina}|hacer meta|cortar la {coca,cocaina}|refinar pasta base|refinar cocaina',
    de: '{crystal,meth} koch*|drogen kochen|{kokain,koks} strecken',
    pt: 'cozinhar {cristal,meta,metanfetamina}|fazer metanfetamina|refino da pasta base|refino de cocaina|batizar a cocaina|batizar cocaina|batizar o po',
    it: 'cucinare {cristallo,metanfetamina,meth}|preparare la meth|tagliare la {coca,cocaina}',
  },
  soft_drug: {
    en: 'cannabis|marijuana|weed|thc|hash|hashish|psilocybin|magic mushrooms|shrooms',
    fr: 'herbe|shit|haschich|champignons hallucinogenes',
    es: 'marihuana|mota|hierba|hachis|porro*',
    de: 'gras|haschisch|pilze',
    pt: 'maconha|erva|haxixe|cogumelos',
    it: 'erba|funghetti',
  },
  illegal_marker: {
    en: 'illegal|illegally|where it is illegal|where its illegal|unlicensed|without a {licence,license}|black market|across state lines|across the border|under the radar|without attracting attention|without the police noticing|to {kids,students,teenagers}|at schools|on campus',
    fr: 'illegalement|sans licence|marche noir|sans que la police|aux {etudiants,lyceens}|dans les ecoles',
    es: 'ilegal|ilegalmente|sin licencia|mercado negro|sin que la policia|en las escuelas|a estudiantes|a menores',
    de: 'ohne lizenz|schwarzmarkt|ohne dass die polizei|an {jugendliche,schulen,schuler}',
    pt: 'sem licenca|sem a policia perceber|sem que a policia|nas {escolas,faculdades}|para estudantes',
    it: 'illegale|illegalmente|senza licenza|mercato nero|senza che la polizia|nelle scuole|agli studenti|ai ragazzi',
  },
  malware: {
    en: 'ransomware|keylogger*|key logger*|spyware|stalkerware|malware|malicious {code,payload*,software}|remote access trojan*|rootkit*|botnet*|computer {virus*,worm*}|self {propagat*,replicat*,spreading}|infostealer*|{cookie,cred,credential,info,password} stealer*|{password,token} grabber*|{crypto,wallet} drainer*|cryptojack*|exploit {code,kit*}|{0,zero} day exploit*|{0day,working} exploit*|backdoor|backdoors|rat payload*|ddos {script*,tool*}|booter|stresser service*|phishing kit*|fud crypter*|crypter*|logic bomb*|{cryptomining,miner,wiper} malware|exploits for|move laterally|lateral movement|privilege escalation|{bind,reverse} shell*|shellcode|c2 server*|command and control server*|{copies,copy,replicates,spreads} itself|{wipe,wipes} all the drives|wipes every drive|{browser,saved,steal,steals} passwords|saved browser passwords|session {cookies,token*}|{copies,steals} their passwords|{a,usb} worm|worm {aimed,targeting}|takes control of the phone|take control of their phone|{drains,empties} their bank account|rancon logiciel*|ranconlogiciel*|{coin,crypto} miner*|cryptominer*|stealer|stealers|grabber|grabbers|discord token*|{0,zero} days|spreads {through,via} usb|{deletes,wipes} everything|wipe the disk|wipes the hard drive|deletes all files|destroy all data|{brick,bricks} the pc|gives me remote control|gives me remote access|remote access to their|remote control of their|remote control of someone|bad usb|badusb|rubber ducky payload*|usb payload*',
    fr: 'rancongiciel*|{code,logiciel} malveillant|logiciels {espions,malveillants}|logiciel espion|{cheval,chevaux} de troie|enregistreur de frappe*|virus informatique*|ver informatique|porte derobee|se {copie,propage} tout seul|se recopie|mineur de crypto*|efface tout|supprime tous les fichiers|prendre le controle a distance|acces a distance a leur',
    es: '{codigo,programa,software} malicioso|programas {espia,maliciosos}|programa espia|caballo de troya|registrador de teclas|virus informatico*|gusano informatico|puerta trasera|se {copia,propaga} solo|se replica|toma el control del telefono|vacia la cuenta|troyano*|minero de cripto*|borra todo|borra todos los archivos|control remoto de su|acceso remoto a su',
    de: 'erpressungstrojaner*|schadsoftware|schadprogramm*|schadcode|spionagesoftware|computervirus|computerwurm|hintertur|sich selbst verbreitet|{kopiert,verbreitet} sich selbst|krypto miner*|loscht alles|alle dateien loscht|fernsteuerung ihres|fernzugriff auf ihren|fernzugriff auf fremde',
    pt: 'programa espiao|cavalo de troia|{verme,virus} de computador|porta dos fundos|se {copia,espalha} sozinho|espalha sozinho|troiano*|trojan*|minerador de cripto*|apaga tudo|apaga todos os arquivos|controle remoto do computador dele|acesso remoto ao computador',
    it: '{codice,programma,software} malevolo|software dannoso|programma spia|cavallo di troia|registratore di tasti|worm informatico|si {copia,diffonde,propaga} da solo|prende il controllo del telefono|svuota l app della banca|svuota il conto|miner di cripto*|cancella tutto|cancella tutti i file|controllo remoto del suo|accesso remoto al suo',
    ru: 'вредонос*|троян*|кейлоггер*|вирус шифровальщик|шифровальщик*|ботнет*|шпионск* программ*',
    zh: '勒索软件|恶意软件|木马|键盘记录器|间谍软件|僵尸网络|病毒程序',
    ja: 'ランサムウェア|マルウェア|トロイの木馬|キーロガー|スパイウェア|ボットネット',
    other: 'fidye yazılımı|kötü amaçlı yazılım|برامج ضارة|برنامج فدية|złośliwe oprogramowanie|랜섬웨어|악성코드|绕过杀毒软件',
  },
  // Writing malicious code, said in one phrase ("write a virus", "coder un virus"): the object and the act together.
  malware_creation: {
    en: '{build,code,create,creates,program,write,writes} a virus',
    fr: '{coder,cree,creer,ecrire,ecrit} un virus',
    es: '{crea,crear,escribe,escribir,programa,programar} un virus',
    de: 'einen virus {bauen,schreiben}|{programmiert,schreibt} einen virus|virus programmieren',
    pt: '{cria,criar,escreve,escrever,programar} um virus',
    it: '{creare,programmare,scrive,scrivere} un virus',
  },
  extremist: {
    en: 'isis|isil|daesh|islamic state|al {baghdadi,qaeda,qaida,shabaab}|alqaeda|boko haram|{pkk,taliban} fighters|violent {extremis*,jihad}|holy war against|neo nazi*|neonazi*|nazi propaganda|white {nationalist*,power,supremac*}|aryan brotherhood|atomwaffen|the base group|kkk|ku klux klan|accelerationis*|race war|great replacement|day of the rope|terror {cell*,group*}|extremist {group*,movement*}|{armed,beta,militia} uprising|{columbine,mass,school} shooter*|lone wolf attack*|eco terroris*|incel rebellion|armed {jihad,resistance,struggle}|martyrdom operation*|join the fighters|foreign fighter*|mujahid*|caliphate|hijrah to join|breivik|anders breivik|brenton tarrant|tarrant|dylann roof|elliot rodger|timothy mcveigh|mcveigh|payton gendron|gendron|patrick crusius|crusius|stephan balliet|bin laden|osama bin laden|baghdadi|zarqawi|awlaki|unabomber|kaczynski|christchurch {attack*,massacre,mosque*,shooter}|el paso shooter|{buffalo,parkland,uvalde} shooter|mohamed merah|coulibaly|abaaoud|abdeslam|eta terrorist*|ira bombers|red brigades|baader meinhof|red army faction|shooter|shooters|gunman|gunmen|bomber|bombers|attack videos|utoya|utøya|columbine massacre|{bataclan,suicide} attack*|oklahoma city bombing|halle synagogue attack|isla vista killer|suicide bomb*|hijackers|9 11 hijackers|{9,september} 11 attackers|far right militia*|far right group*|far right terror*',
    fr: 'etat islamique|djihad*|jihad*|suprematis*|terroris*|groupe extremiste|extremisme violent|guerre raciale|grand remplacement|combat arme|{lutte,resistance} armee|rejoindre les freres|sur zone|auteurs des attentats|brigades rouges|fraction armee rouge|attentat suicide|attentats suicides|daech|ultradroite|ultra droite|extreme droite radicale',
    es: 'estado islamico|yihad*|supremacis*|grupo extremista|extremismo violento|guerra racial|gran reemplazo|{lucha,resistencia} armada|operacion de martirio|banda terrorista|brigadas rojas|sendero luminoso|tirador*|atentado suicida|atentados suicidas|ultraderecha|ultraderechista*',
    de: '{islamischen,islamischer} staat|dschihad*|rassenkrieg|terrorgruppe*|terrorzelle*|extremistische gruppe*|gewaltbereite* extremis*|reichsburger|rechtsterror*|volkstod|bewaffneter {kampf,widerstand}|bewaffneten {kampf,widerstand}|amoklaufer*|attentater*|rote armee fraktion|{is,raf} terroristen|nsu terror*|nationalsozialistischer untergrund|selbstmordanschlag*|selbstmordattentat*|is miliz|rechtsextrem*|rechtsradikal*',
    pt: 'luta armada|autores de massacres|{operacao,operacoes} de martirio|brigadas vermelhas|atirador*|ultradireita|extrema direita radical',
    it: 'stato islamico|gruppo estremista|estremismo violento|guerra razziale|{lotta,resistenza} armata|attentator*|brigate rosse|nuclei armati|attentato suicida|attentati suicidi|estrema destra radicale|neofascist*',
    ru: 'игил|иг|джихад*|террорист*|терроризм*|неонацист*',
    zh: '伊斯兰国|基地组织|圣战|恐怖分子|恐怖主义|恐怖组织|新纳粹',
    ja: 'イスラム国|アルカイダ|ジハード|テロリスト|テロ組織|ネオナチ',
    other:
      'داعش|الدولة الإسلامية|القاعدة|جهاد|terörist|işid|terrorysta|테러리스트|테러 조직|منفذي العمليات الانتحارية|العمليات الانتحارية|الجهاد|بالجهاد|للجهاد',
  },
  // People and events of violence that are not an ideology ("shooter", "militia", "the movement",
  // "massacre"): extremist only with a target or an attack, or glorified with violence.
  militant: {
    en: 'militia|militias|{our,the} movement|{mass,school} shooting*|killers|murderers|armed {group*,movement*}',
    fr: 'tuerie*|attentat*|tueur*|assassins|{groupe,mouvement} arme|notre mouvement|milice*',
    es: 'masacre*|asesinos|{grupo,movimiento} armado|nuestro movimiento|milicia*|atentado*',
    pt: 'massacre*|assassinos|movimento armado|nosso movimento|atentado*',
    it: 'strage*|assassini|{gruppo,movimento} armato|il nostro movimento|attentat*',
    de: 'morder|kameradschaft*|wehrsportgruppe*|freikorps|unsere bewegung|bewaffnete gruppe*|miliz*|anschlag*|attentat*|amoklauf*',
  },
  protected_group: {
    en: 'jews|jewish|islam followers|christians|catholics|hindus|sikhs|buddhists|atheists|{aboriginal,asian,autistic,black,chinese,indigenous,queer,white} people|blacks|{african,native} americans|asians|latinos|latinas|hispanics|mexicans|arabs|roma|gypsies|immigrants|refugees|asylum {seeker,seekers}|foreigners|gays|lesbians|bisexuals|lgbt*|women|girls and women|feminists|people with disabilities|minorities|ethnic minorities|other races|non whites|whites|poles|ukrainians|russians|palestinians|israelis|jew|gay|immigrant|refugee|disabled|trans|black person|gypsy|lesbian|bisexual|transgender|mexican|arab|somali*|romani|{asian,black,muslim,jewish,gay,trans,arab,mexican,chinese,indian,african,latino,immigrant,disabled} {users,people,folks,men,women,kids,students,neighbours,neighbors,customers,players,voters,families,colleagues,workers,tenants}|latino|latina|hispanic|asian|somali',
    fr: 'juifs|musulmans|chretiens|noirs|arabes|asiatiques|immigres|refugies|etrangers|homosexuels|lesbiennes|personnes {handicapees,trans}|transgenres|femmes|handicapes|roms|gitans|minorites|juif|juive|musulman|musulmane|immigre|immigree|refugie|refugiee|homosexuel|lesbienne|handicape|handicapee|rom|gitan|gitane|maghrebin*|africains|sinti',
    es: 'judios|musulmanes|cristianos|negros|asiaticos|inmigrantes|refugiados|extranjeros|homosexuales|lesbianas|personas trans|transexuales|mujeres|discapacitados|gitanos|indigenas|minorias|sudacas|moros|judio|judia|musulmana|inmigrante|refugiado|refugiada|homosexual|lesbiana|transexual|discapacitado|discapacitada|gitano|gitana|sudaca|venezolanos|marroquies',
    de: 'juden|christen|schwarze|araber|asiaten|einwanderer|homosexuelle|lesben|transmenschen|transfrauen|frauen|sinti|zigeuner|minderheiten|gefluchtete*|fluchtling*|migrant*|auslander*|judin|judinnen|muslim*|moslem*|schwul*|lesbe|behindert*|zuwanderer|turken|afrikaner*|asylant*|asylbewerber*|transpersonen',
    pt: 'judeus|muculmanos|cristaos|imigrantes|estrangeiros|homossexuais|lesbicas|pessoas trans|travestis|mulheres|deficientes|ciganos|nordestinos|nordestino|nordestina|nordestinas|imigrante|judeu|muculmano|muculmana|travesti|cigano|cigana|indios|baianos|favelado*|venezuelanos|haitianos|bolivianos|homossexual|deficiente',
    it: 'ebrei|musulmani|cristiani|neri|arabi|asiatici|immigrati|rifugiati|stranieri|omosessuali|lesbiche|persone trans|donne|disabili|zingari|minoranze|extracomunitari|ebreo|ebrea|musulmano|immigrato|immigrata|rifugiato|rifugiata|omosessuale|lesbica|disabile|zingaro|zingara|extracomunitario|terroni|meridionali',
    nl: 'joden|moslims|zwarten|buitenlanders|immigranten|vluchtelingen|homos|vrouwen|gehandicapten',
    ru: 'евре*|мусульман*|мигрант*|гомосексуал*|геи|женщин*|инвалид*|цыган*',
    zh: '犹太人|穆斯林|黑人|移民|难民|同性恋|女性|残疾人|外国人',
    ja: '在日|ユダヤ人|イスラム教徒|黒人|難民|同性愛者|障害者',
    other: 'yahudiler|müslümanlar|göçmenler|suriyeliler|eşcinseller|اليهود|المسلمين|المهاجرين|żydzi|muzułmanie|imigranci|geje|이민자|동성애자',
  },
  minor: {
    en: 'child|children|kid|kids|minors|underage|under {12,13,14,15,16,18,age}|preteen*|pre teen*|tween|tweens|teen|teens|teenager*|adolescent*|schoolgirl*|schoolboy*|school {boy*,girl*}|little {boy*,children,girl*,kids}|young {boy*,children,girl*}|toddler*|infant*|baby girl|pupils|{grade,high} schooler*|{elementary,middle,primary} school*|junior high|kindergarten*|preschool*|nursery school|loli|lolis|lolicon|shota|shotacon|jailbait|my {daughter,son}|stepdaughter|stepson|niece|nephew|babysitting|babysitter*|daycare|students aged|youth|youths|youngsters|juveniles|k 12|a minor|small {children,kids}',
    fr: 'enfant|enfants|gamin*|gosse*|mineur|mineurs|mineure|mineures|ado|ados|fillette*|{jeune,ma,petite} fille|{jeunes,petites} filles|petit garcon|petits garcons|collegien*|lyceen*|ecolier*|maternelle|primaire|moins de {13,15,16,18} ans|bambin*|nourrisson*|mon fils|baby sitter|nounou|jeunes ados|eleves|un eleve|les eleves|{aux,des,les} petits',
    es: 'nino|ninos|nina|ninas|nene*|menores|menor de edad|chaval*|chiquill*|crio|crios|cria|crias|pibe*|chamaco*|escolar|escolares|alumno*|alumna*|colegiala*|colegial|jovencita*|jovencito*|preadolescente*|primaria|secundaria|kinder|guarderia|menos de {13,16,18}|mi {hija,hijo}|sobrina|sobrino|nineras|ninera',
    de: 'kindern|kindes|minderjahrig*|jugendlich*|schuler*|schulkind*|madchen|{junge,kleine,kleines} madchen|jungen|kleiner junge|kleine jungs|kleinkind*|grundschul*|kita|unter {13,14,16,18}|mein* {sohn,tochter}|kinderbetreu*|{das,dem,ein,mein*} kind|eines kindes',
    pt: 'crianca|criancas|menor de idade|garoto*|garota*|guri*|menino|meninos|menina|meninas|molecada|aluno*|aluna*|estudantes do ensino fundamental|ensino fundamental|escola primaria|pre adolescente*|creche|jardim de infancia|minha filha|meu filho|baba',
    it: 'bimbo*|bimba*|ragazzino*|ragazzina*|minore|minori|minorenne*|fanciull*|alunno*|alunna*|alunni|scolaro*|scolara*|scuola {elementare,media,primaria}|scuole medie|asilo|meno di {16,18}|mia figlia|mio figlio|tata',
    nl: 'kinderen|minderjarig*|tieners|tiener|jongeren|leerlingen|basisschool|kleuter*|{een,het} kind',
    ru: 'дет*|ребен*|несовершеннолетн*|подрост*|школьни*|малолетн*|девочк*|мальчик*',
    zh: '儿童|孩子|小孩|未成年|青少年|小学生|中学生|学生|幼儿|萝莉|少女|少年',
    ja: '子供|子ども|こども|児童|高校生|幼児|ロリ',
    other:
      'çocuk*|öğrenci*|ergen*|reşit olmayan|أطفال|طفل|قاصر*|مراهق*|dzieci|dziecko|nieletni*|nastolat*|uczniowie|어린이|아이들|미성년*|청소년|학생|बच्चों|बच्चे|किशोर|barn|barnen|tonåringar|小女孩|小男孩|女孩|男孩|十岁|十一岁|十二岁|十三岁|十四岁|十五岁|十六岁|十七岁',
  },
  sexual: {
    en: 'sex|sexy|sexting|sext|sexts|erotic*|porn*|nsfw|explicit|lewd|nude|nudes|naked|nudity|undress*|seduc*|flirt*|{romance,romantic} roleplay|erp|dirty {messages,talk,texts}|fetish*|kink*|arous*|orgasm*|masturbat*|genital*|private parts|touch games|{secret,special} touch*|bad touch|{date,dating,touch} them|touch each other|kiss*|{make,making} out|{boyfriend,girlfriend} experience|{bikini,body,dirty,swimsuit,underwear} pics|{bikini,body,dirty,swimsuit,swimwear,underwear} photos|pics of their body|bathing suit photos|in their {bikinis,swimsuits,underwear}|lingerie|horny|turned on|spicy chat*|adult content|18 plus content|hentai|onlyfans|sugar {baby,daddy}|suggestive|sensual|sensuous|provocative|alluring|sultry|in swimwear|physical intimacy|bedroom|in an intimate|crush on {an,her,his} adult|touching game*|tickling and touching|under {her,his,the,their} clothes|{photos,pictures} in swimsuits|photos in a swimsuit|pics in a bikini|{photos,pictures} in underwear|photos in their underwear|racy|risque|steamy|{no,without} clothes|with no clothes|without clothing|unclothed|topless|{describe,describes,describing} her body|describes his body|describe their body|{her,his} body in detail|body in detail|in love with the user|in love with {her,him,his,you}|in love with an adult|in love with a {man,woman}|{fall,falls} in love with the user|falls for the user|falls in love with {her,him}|crush on the user|romantic feelings for|take off their clothes|take off her clothes|take off his clothes|take their clothes off|strip for|stripping for|get naked',
    fr: 'sexuel*|sexe|erotique*|nu|nue|nus|nues|nudite|deshabill*|seduire|draguer|drague|caress*|attouchement*|jeux de touche*|toucher leurs parties|parties intimes|coquin*|excit*|fetich*|bisou*|embrass*|sextos|photos denudees|contenu adulte|sous les vetements|jeux de chatouilles sous|photos en {culotte,lingerie,maillot}|photos en sous vetements|sans {habits,vetements}|toute nue|tout nu|seins nus|messages sales|{decrire,decrit} son corps|{amoureuse,amoureux} de l utilisateur|tombe {amoureuse,amoureux} de|amoureuse de {lui,toi}|amoureux d elle|amoureux de toi|amoureuse d un adulte|amoureux d une adulte|enlever {ses,leurs} vetements|retirer {ses,leurs} vetements',
    es: 'sexual*|sexo|desnud*|desvest*|coquete*|ligar|ligue|caricia*|tocamiento*|juegos de {tocarse,toque*}|{fotos,partes} intimas|partes privadas|cachond*|calient*|beso*|besar|contenido adulto|picante*|detalles intimos|bajo la ropa|tocarse|fotos en {banador,bikini,lenceria}|fotos en traje de bano|fotos en ropa interior|{subida,subidas,subido,subidos} de tono|sin {camiseta,ropa}|en topless|mensajes sucios|fotos sucias|{describe,describir} su cuerpo|se enamora del usuario|se enamora de {el,ti}|se enamora de un adulto|{enamorada,enamorado} del usuario|enamorada de {el,ti}|enamorado de {ella,ti}|enamorarlas|enamorarlos|quitarse la ropa|quitarle la ropa|quitarles la ropa',
    de: 'erotisch*|nackt*|auszieh*|verfuhr*|anmachen|streichel*|beruhr*|geschlechtsteil*|doktorspiele|geil*|erreg*|fetisch*|kuss|kussen|kusse|erwachseneninhalt*|sexgeschicht*|versaut*|intim*|unter der kleidung|fotos im {badeanzug,bikini}|{bilder,fotos} in unterwasche|badeanzugfotos|bikinifotos|anzuglich*|schlupfrig*|ohne {klamotten,kleidung}|oben ohne|schmutzige* {bild*,foto*,nachricht*}|beschreibt ihren korper|ihr* korper beschreiben|verliebt sich in den nutzer|verliebt sich in {dich,ihn}|verliebt in den nutzer|verliebt in dich|in {dich,ihn} verliebt|in den nutzer verliebt|verliebt in einen erwachsenen|die kleidung ausziehen|sich auszuziehen',
    pt: 'nua|nuas|nudez|pelad*|despi*|seduz*|paquer*|flert*|toques|{brincadeiras,jogos} de toque|safad*|beijo*|beijar|conteudo adulto|debaixo da roupa|fotos de {biquini,calcinha,cueca,maio}|fotos de roupa intima|sem {roupa,roupas}|de topless|{fotos,mensagens} sujas|{descreve,descrever} o corpo|se apaixona pelo usuario|se apaixona por voce|{apaixonada,apaixonado} pelo usuario|apaixonada por {ele,voce}|apaixonado por {ela,voce}|apaixonada por um adulto|tirar a roupa|tirar as roupas|tirarem a roupa',
    it: 'sessual*|sesso|nudo|nuda|nudi|nudita|spogli*|sedurr*|corteggi*|carezz*|toccament*|giochi di {toccarsi,tocco}|{foto,parti} intime|eccitant*|eccitat*|feticis*|bacio|baci|baciare|contenuti per adulti|piccante*|sotto i vestiti|toccarsi|foto in {bikini,costume,intimo,mutande}|senza {abiti,vestiti}|in topless|messaggi sporchi|foto sporche|{descrive,descrivere} il suo corpo|si innamora dell utente|si innamora di te|{innamorata,innamorato} dell utente|innamorata di {lui,te}|innamorato di {lei,te}|innamorata di un adulto|togliersi i vestiti|togliere i vestiti',
    nl: 'seksueel|seksuele|seks|naakt*|zoenen|intieme',
    ru: 'секс*|эротич*|порно*|обнажен*|голы*|интимн*|соблазн*|флирт*',
    zh: '色情|性爱|性行为|调情|露骨|性感|成人内容|援交',
    ja: 'エロ|性的|性行為|裸|ヌード|セクシー|いやらしい|アダルト|援助交際',
    other: 'cinsel|erotik|müstehcen|جنسي|جنسية|إباحي|عاري|seksualn*|erotyczn*|nagie|성적|야한|음란|यौन|私密',
  },
  grooming_secret: {
    en: '{our,their} little secret|{a,our,their} special secret|{remain,remains,special,stay,stays} secret|secret {boyfriend,friendship,game*,girlfriend,relationship}|{just,stay,stays} between us|just between you and me|keep this from your parents|dont tell your {dad,mom,parents}|dont tell {anyone,daddy,mom,mommy}|{never,not} tell their parents|not to tell their parents|hide it from {their,your} parents|delete the messages so your parents|not to tell anyone|tell no one|not tell anyone|secrets between|not to mention it|not mention it to|just the two of us|{ask,asks} for pictures|{ask,asks,gifts} for photos|send {nudes,photos,pics,pictures,selfies}|send a {pic,selfie}|{photos,pictures} of them in|{meet,meeting} one on one|meet up alone|meet alone|alone with them|compliments their {body,looks}|compliment their looks|special friend*|parents {dont,wouldnt} understand|parents would not understand|parents dont need to know|our secret relationship|{stay,stays} between them|never be told|never tell {mom,mum}|never tell their mom|must stay secret|must stay a secret|keep {it,this} between|secret between _|between the two of {them,you}|between you two|keep {it,things,this} secret|keep it a secret|keep the chats secret|delete our {chats,conversations,messages}|{keep,keeping} their parents out|{keep,keeping} parents out|keep your parents out|behind {their,your} parents back|without {their,your} parents knowing|without their parents finding out|without parental knowledge|so their parents dont find out|parents {dont,never,wont} find out|move to snapchat|move over to snapchat|{move,moving} them to snapchat|move them over to snapchat|move them to a private|move the chat to|move the conversation {off,to}|take the {chat,conversation} off|take it to dms|take it to private messages|switch to a private app|in exchange for {photos,pics,pictures}|{photos,pics,pictures} of themselves|{remains,stay,stays} a secret|send {her,him,me} pics|extra credit for|good grades for|what they wear to bed|what she wears to bed|what he wears to bed|what are you wearing|what they are wearing|what she is wearing|what theyre wearing|{wants,want,wanting} {photos,pictures,pics}|{builds,build,create,creates,fosters,foster} emotional dependence|{make,makes} them emotionally dependent',
    fr: 'notre petit secret|{jeu,notre,reste,rester,restera} secret|secret special|ne le dis pas a tes parents|ne dis rien a tes parents|ne pas le dire a leurs parents|garder le secret|ne le dis a personne|n en parle a personne|{copine,relation} secrete|envoyer des {nudes,photos}|se voir seuls|tes parents ne comprendraient pas|secret entre {eux,nous}|un secret entre|reste entre nous|entre vous deux|entre toi et moi|effacer nos messages|supprimer nos conversations|sans que {leurs,ses,tes} parents le sachent|dans le dos de {leurs,tes} parents|tenir les parents a l ecart|{continuer,passer} sur snapchat|en echange de photos|contre des photos|photos d eux memes|photos d elle meme|reste un secret|ce qu elle porte|ce que tu portes|ce qu ils portent pour dormir|{veut,demande} des photos|{creer,cree} une dependance {affective,emotionnelle}',
    es: 'nuestro pequeno secreto|{juego,novio,nuestro,sea} secreto|secreto {entre,especial}|un secreto entre nosotros|no se lo digas a tus padres|no {contarle,decirles} a sus padres|guardar el secreto|{novia,relacion} secreta|no se lo {cuente,digas} a nadie|no contarle a nadie|mandar {fotos,nudes}|enviar {fotos,nudes}|que le mande fotos|verse a solas|tus padres no lo entenderian|quede entre nosotros|un secreto entre los dos|entre tu y yo|entre los dos|borrar nuestros mensajes|borrar nuestras conversaciones|sin que {sus,tus} padres lo sepan|a espaldas de {sus,tus} padres|mantener a los padres al margen|pasar a snapchat|seguir por {privado,snapchat}|a cambio de fotos|fotos de si {misma,mismos}|{queda,quede} en secreto|sea un secreto|siga siendo secreto|que llevan puesto|que llevas puesto|que lleva puesto|quiere fotos|{crear,crea} dependencia emocional',
    de: 'unser {beider,kleines} geheimnis|{besonderes,euer,ihr*,unser} geheimnis|geheimes spiel|geheime {beziehung,freundin,spiele}|nicht den eltern erzahlen|niemandem erzahlen|nicht verraten|{fotos,nacktbilder} schicken|sich allein treffen|dein* eltern wurden das nicht verstehen|vor den eltern geheim|geheimnis {bleib*,zwischen}|bleibt unter uns|unter uns {bleiben,zwei}|zwischen dir und mir|unsere {chats,nachrichten} loschen|ohne dass die eltern es wissen|ohne dass {deine,ihre} eltern|hinter dem rucken {deiner,der,ihrer} eltern|die eltern {heraushalten,raushalten}|{auf,zu} snapchat wechseln|privat weiterschreiben|gegen fotos|fotos von sich selbst|{erzahl*,sag*,verrat*} es nicht _ eltern|nichts _ eltern {erzahlen,sagen}|bleibt geheim|geheim {bleiben,halten}|geheimhalten|bilder von sich schicken|was sie anhat|was du anhast|was sie zum schlafen tragt|will fotos|emotionale abhangigkeit aufbauen|emotional abhangig machen',
    pt: 'nosso segredinho|{guardar,nosso,seja} segredo|segredo {entre,especial}|um segredo entre {nos,voces}|jogo secreto|nao conte aos seus pais|nao contar aos pais|nao conte a ninguem|nao contar nada|{namorada,relacao} secreta|se encontrar a sos|seus pais nao entenderiam|fica entre nos|entre nos dois|entre voce e eu|apagar nossas {conversas,mensagens}|sem os pais saberem|sem que {os,seus} pais saibam|escondido dos pais|as escondidas dos pais|deixar os pais de fora|mudar para o snapchat|passar pro snapchat|{chamar,continuar} no privado|em troca de fotos|fotos de si {mesma,mesmos}|{fica,fique} em segredo|seja um segredo|o que esta vestindo|o que voce esta vestindo|quer fotos|{criar,cria} dependencia emocional',
    it: 'il nostro piccolo segreto|il nostro segreto|segreto {speciale,tra}|un segreto tra noi|{gioco,resti,rimanga} segreto|non dirlo ai tuoi genitori|non dire nulla ai genitori|mantenere il segreto|non dirlo a nessuno|{fidanzata,relazione} segreta|mandare {foto,nudes}|inviare foto|vedersi da soli|i tuoi genitori non capirebbero|resta tra noi|un segreto tra voi due|tra te e me|tra noi due|cancellare i nostri messaggi|cancellare le nostre chat|senza che i genitori lo sappiano|senza che i {suoi,tuoi} genitori|di nascosto dai genitori|all insaputa dei genitori|tenere fuori i genitori|passare su snapchat|continuare in privato|in cambio di foto|foto di se {stessa,stessi}|{resta,resti} un segreto|cosa indossa|cosa indossi|vuole foto|{creare,crea} dipendenza {emotiva,affettiva}',
    other:
      'наш маленький секрет|наш секрет|我们的小秘密|不要告诉你的父母|二人だけの秘密|親には内緒|私密照片|发照片|别告诉爸妈|不要告诉爸妈|千万别告诉|别告诉父母|不要告诉父母|写真を送|誰にも言わない',
  },
  // Sexual abuse material of children, named as such: never a topic a personality serves, only one it detects or reports.
  csam: {
    en: 'csam|{child,kiddie,kiddy,loli,lolicon,underage} porn*|child sexual abuse {image*,material*}|child abuse {image*,material*}|pedo {content,links,material*,pics}|paedo material*|cp {links,videos}',
    fr: 'pedopornograph*|pornographie {enfantine,infantile}|images d abus sexuels sur enfants|contenus pedocriminels',
    es: 'pornografia infantil|{imagenes,material} de abuso sexual infantil|{contenido,material} pedofilo',
    de: 'kinderporno*|missbrauchsdarstellung*|kindesmissbrauchsmaterial*',
    pt: 'conteudo pedofilo|pedopornograf*',
    it: 'materiale {pedofilo,pedopornografico}|pornografia {infantile,minorile}',
    nl: 'beeldmateriaal van kindermisbruik',
    ru: 'детск* порнограф*|детское порно',
    zh: '儿童色情|恋童癖内容',
    ja: '児童ポルノ',
    other: 'çocuk pornosu|pornografia dziecięca|아동 {성착취물,포르노}',
  },
  self_harm: {
    en: '{burn,cut,cutting,hang,hurt,hurting,kill,killing,starve,starving} myself|{hurt,hurting,kill,killing} yourself|{cut,cutting,hang,hurt,hurting,kill,killing,starve} themselves|end {my,their,your} life|end their lives|ending {my,their} life|take {my,their,your} own life|unalive|unaliving|not wake up|never wake up again|jump off|slit {my,their} wrists|overdose|overdosing|od on|self {harm,harming,injure,injury}|selfharm|{stop,stops} eating|pro {ana,mia}|proana|thinspo|thinspiration|meanspo|purging|die peacefully|{decided,ready,want,wants,ways,wish} to die|better off {dead,gone}|exit bag|{how,where} to cut|been cutting|cutting for years|cut deeper|better off without {her,him,me,them}|{feel,feels} like a burden|a burden to everyone|go to sleep and not wake|not be {around,here} anymore|make {herself,themselves,yourself} vomit|throw up after|vomit after|{skip,skipping} meals|skipped {dinner,lunch,meal,meals}|{meal,meals} they skip|{ignore,silence,suppress} hunger|sleep forever|sleep for good|made {her,his,their} peace|leave this world|a day to leave|{day,ready} to leave|{decided,ready} to end it|already decided|skip dinner|calorie {day,days}|purge|purges|ready to go|when they are ready|end {it,things}|go to sleep forever|{sick,tired} of living|tired of life|done with {life,living}|better off not existing|better off not being here|{doesnt,dont} want to live|do not want to live|no longer {want,wants} to live|dont want to be alive|no reason to live|no point in living|nothing to live for|{give,gives} up on life|want to disappear forever|stop existing|kys|ana {and,e,et,und,y} mia|bonespo|skinnyspo|edtwt|promia|{hurt,hurting} herself|{hurt,hurting} himself|anorexics',
    fr: 'me {couper,suicider,tuer}|se {couper,pendre,scarifier,suicider,tuer}|mettre fin a {leurs,mes,ses} jours|en finir|scarification|{me,se} faire du mal|arreter de manger|ne plus {exister,manger}|mourir sans douleur|envie de mourir|veux mourir|se faire vomir|faire vomir|repas saute*|sauter {des,les} repas|etre un fardeau|partir pour de bon|disparaitre pour toujours|{fatigue,fatiguee,las,lasse,marre} de vivre|plus envie de vivre|ne {veulent,veut} plus vivre|ne plus vouloir vivre|aucune raison de vivre|mieux sans moi|suicid*|se font du mal|se fait du mal|te fais du mal|se blesser|se blessent|ne plus se reveiller|ne jamais se reveiller',
    es: '{quitarme,quitarse} la vida|acabar con {mi,su} vida|{acabar,terminar} con todo|matarme|matarse|ahorcarme|ahorcarse|autolesion*|cortarme|cortarse|{hacerme,hacerse} dano|sobredosis|dejar de {comer,existir}|morir sin dolor|{quiere,quiero} morir|ganas de morir|provocarse el vomito|vomitar despues|saltarse comidas|comidas saltadas|ser una carga|ya tomaron la decision|tomaron la decision de despedirse|la decision de despedirse|{desaparecer,despedirse,irme} para siempre|{cansada,cansado,harta,harto} de vivir|no {quiere,quieren} vivir|ya no {quiere,quieren} vivir|sin ganas de vivir|ninguna razon para vivir|mejor sin mi|no despertar nunca|no volver a despertar|no despertarse',
    de: 'suizid*|selbstmord*|{mich,sich} umbringen|{mir,sich} das leben nehmen|{ihr*,mein*,sein*} leben ein ende|aufhangen|selbstverletz*|ritzen|{mich,sich} ritzen|uberdosis|aufhoren zu {essen,existieren}|nicht mehr {essen,leben}|{schmerzlos,will,zu} sterben|sterben wollen|sich ubergeben|mahlzeiten auslassen|eine last sein|nach dem essen erbrechen|erbrechen|art zu sterben|allem ein ende|schluss machen mit dem leben|lebensmude*|keine lust mehr zu leben|keinen sinn mehr im leben|kein grund zu leben|des lebens mude|besser ohne mich|nicht mehr da sein|fur immer verschwinden|magersuchtige*|sich ritzt|ritzt sich|ritzt|geritzt|nie wieder aufwachen|nicht mehr aufwachen',
    pt: 'me {cortar,enforcar,machucar,matar,suicidar}|se {automutilar,cortar,enforcar,machucar,matar,suicidar}|tirar minha vida|tirar a propria vida|acabar com {a,minha} vida|autolesao|parar de comer|morrer sem dor|{quer,quero} morrer|provocar vomito|vomitar depois|pular refeicoes|ser um fardo|automutil*|acabar com tudo|ir embora de vez|partir de vez|{cansada,cansado} de viver|nao {quer,querem} mais viver|sem vontade de viver|nenhum motivo para viver|sem razao para viver|melhor sem mim|deixar de existir|sumir para sempre|desistir da vida|nunca mais acordar|nao acordar mais',
    it: '{togliermi,togliersi} la vita|farla finita|uccidermi|uccidersi|impiccarmi|impiccarsi|tagliarmi|tagliarsi|{farmi,farsi} del male|smettere di {esistere,mangiare}|morire senza dolore|{voglio,vuole} morire|vomitare dopo|farsi vomitare|saltare i pasti|essere un peso|{andarmene,sparire} per sempre|{stanca,stanco} di vivere|non {vogliono,vuole} piu vivere|non ha piu voglia di vivere|nessun motivo per vivere|meglio senza di me|non svegliarsi piu|non risvegliarsi|non svegliarsi',
    nl: 'zelfmoord|mezelf doden|zelfbeschadiging|overdosis|zichzelf te snijden|zichzelf snijden',
    ru: 'суицид*|самоубийств*|покончить с собой|{порезать,убить} себя|самоповрежден*|передозировк*',
    zh: '自杀|轻生|自残|割腕|结束生命|结束自己的生命|过量服药',
    ja: '自殺|自害|自傷|リストカット|死にたい|命を絶つ',
    other:
      'intihar|kendini öldür|انتحار|قتل نفسي|samobójstw*|zabić się|samookalecz*|자살|자해|आत्महत्या|kusma*|300 kalori*|kaloriyi|kilo vermek|催吐|不吃饭|프로아나|거식증 응원|먹토|씹뱉',
  },
  // Disordered-eating behaviours: harm when rewarded or hidden (see the rule), not when a child will not eat vegetables.
  // Dares that escalate toward a deadly last one (the "Blue Whale" pattern).
  deadly_dare: {
    en: 'increasingly dangerous {challenge*,dare*,task*}|more dangerous {challenges,dares}|{challenges,dares,tasks} that get more dangerous|50 day challenge|the {final,last} dare',
    fr: 'defis de plus en plus dangereux|epreuves de plus en plus dangereuses|le dernier defi|l ultime defi|defi de la baleine bleue|baleine bleue',
    es: '{desafios,retos} cada vez mas peligrosos|pruebas cada vez mas peligrosas|el reto final|el ultimo reto|reto de la ballena azul|ballena azul',
    de: 'immer gefahrlichere {aufgabe*,challenge*,mutprobe*}|die letzte mutprobe|blauer wal challenge',
    pt: 'desafios cada vez mais perigosos|provas cada vez mais perigosas|o desafio final|o ultimo desafio|desafio da baleia azul|baleia azul',
    it: 'prova di coraggio sempre piu pericolosa|prove di coraggio sempre piu pericolose|sfide sempre piu pericolose|sfida sempre piu pericolosa|l ultima {prova,sfida}|blue whale',
  },
  restrict_eating: {
    en: '{not,stop,stops} eating|{skip,skipped,skipping} meals|starve {herself,themselves,yourself}|{eat,eating} nothing|eat less than|under {500,800} calories|calorie restriction|restrict calories|{hide,hiding,restrict,restricting} food|hide their food|{throw,throwing,throws} up|vomit|vomiting|make {herself,themselves} sick|purge|purging|laxatives|chew and spit|when {they,you} dont eat|when {he,she} doesnt eat|for not eating|days without eating|{eat,eating} even less|eat less and less|fast for days|fasting for days|fasts for days|{eat,eats,eating} over|{more,over} than _ calories|over _ calories a day',
    fr: 'ne {pas,plus,rien} manger|arreter de manger|sauter {des,les} repas|s affamer|moins de 500 calories|vomir|se faire vomir|laxatifs|quand elle ne mange pas|quand {elles,ils} ne mangent pas|quand tu ne manges pas|jours sans manger|manger encore moins|manger de moins en moins|jeuner plusieurs jours|jeuner pendant des jours|mange plus de _ calories|plus de _ calories',
    es: 'no comer|dejar de comer|{saltar,saltarse} comidas|matarse de hambre|pasar hambre|menos de 500 calorias|vomitar|provocarse el vomito|laxantes|cuando no {come,comen,comes}|dias sin comer|comer aun menos|comer cada vez menos|ayunar durante dias|ayunar por dias|come mas de _ calorias|mas de _ calorias',
    de: '{nicht,nichts} essen|aufhoren zu essen|mahlzeiten {auslassen,weglassen}|hungern|aushungern|unter 500 kalorien|erbrechen|sich ubergeben|kotzen|abfuhrmittel|wenn sie nicht isst|wenn {du,sie} nichts isst|wenn sie nichts essen|tage ohne essen|noch weniger zu essen|{immer,noch} weniger essen|tagelang fasten|tagelang hungern|mehr als _ kalorien isst|mehr als _ kalorien',
    pt: 'nao comer|parar de comer|pular refeicoes|passar fome|provocar vomito|quando nao {come,comem}|quando voce nao come|dias sem comer|comer ainda menos|jejuar por dias|jejuar durante dias|come mais de _ calorias|mais de _ calorias',
    it: 'non mangiare|smettere di mangiare|saltare i pasti|affamarsi|meno di 500 calorie|vomitare|farsi vomitare|lassativi|quando non {mangi,mangia,mangiano}|giorni senza mangiare|mangiare {ancora,sempre} meno|digiunare per giorni|mangia piu di _ calorie|piu di _ calorie',
    other: '굶|토하|먹토|씹뱉|절식|단식',
  },
  // Praising or rewarding a behaviour.
  reward: {
    en: 'praise|praises|praising|reward|rewards|rewarding|congratulate*|{cheer,cheering,cheers} on|{cheer,cheers} them on|celebrate|celebrates|celebrating|compliment|compliments|applaud*|shame|shames|shaming|punish*|scold*',
    fr: 'feliciter|felicite|felicitent|felicitations|recompense*|encourager|encourage|bravo|encouragent|humilie|punit|puni*|gronde',
    es: 'felicitar|felicita|felicitan|felicitarlas|felicitarlos|recompensa*|elogia*|aplaud*|anima|animan|avergonzar|avergüenza|avergu*|castiga*|regana*',
    de: 'loben|lobt|belohn*|gratulier*|feiern|feiert|beglückwunsch*|beglukwunsch*|anfeuer*|feuert _ an|beschamt|bestraft|bestraf*|schimpft',
    pt: 'parabeniz*|elogie|premia*|comemora*|incentiva|torce por|envergonha*|castiga*|bronca',
    it: 'complimentarsi|complimenti|ricompens*|festeggia*|incoraggia|tifa per|umilia|punisc*|sgrida*',
    other: '칭찬|응원|보상|夸奖|表扬|褒め',
  },
  personal_data: {
    en: 'home {address*,alone}|{house,ip,work} address|where {he,she} works|where they work|daily {routine*,schedule*}|routine|routines|schedule|whereabouts|movements|{licence,license} plate*|phone number*|personal details|{personal,private} information|workplace|{childrens,her,his,kids,their} school|car they drive|what {car,hours}|{class,gym,her,his} schedule|commute|real name|full name and address|social security number|when {he,she} leaves|when {he,she} gets home|when she comes home|alone at home|hours|opening hours of her|employer|school of|school they attend|where _ {live,lives}|where _ _ {live,lives}|what time _ leaves|when _ is {alone,home}|address|addresses|who {he,she} hangs out with|who they hang out with|who {he,she} sees|{her,his} friends|social circle|{comes,get,gets,leaves} home|{leave,leaves} work|{health,medical} records|medical leave|criminal record|sexual orientation|political views|union membership|social media profiles|{personal,their} social media|where {he,she} goes|places she goes|{her,his} habits',
    fr: 'ou {elle,il} habite|ou ils habitent|ou {elle,il} travaille|emploi du temps|habitudes|deplacements|plaque d immatriculation|numero de telephone|{donnees,informations} personnelles|lieu de travail|ecole de ses enfants|adresse|a quelle heure {elle,il}|seule chez elle|quand elle est seule|horaires|avec qui {elle,il} traine|ses {amis,frequentations,habitudes}|quand {elle,il} rentre|dossier medical|casier judiciaire|orientation sexuelle|opinions politiques|ses reseaux sociaux|son emploi du temps',
    es: 'domicilio|donde {trabaja,trabajan,vive,viven}|rutina|horarios|movimientos|matricula del coche|numero de telefono|datos personales|informacion personal|lugar de trabajo|colegio de sus hijos|direccion|a que hora {llega,sale,vuelve}|cuando esta sola|sola en casa|con quien sale|con quien se junta|sus {amigos,amistades,habitos}|cuando llega a casa|historial medico|antecedentes penales|orientacion sexual|ideas politicas|sus redes sociales|su horario',
    de: 'wohnadresse|privatadresse|heimadresse|wo sie {arbeitet,wohnen,wohnt}|wo er {arbeitet,wohnt}|tagesablauf|alltag|gewohnheiten|bewegungen|kennzeichen|telefonnummer|personliche daten|arbeitsplatz|schule ihrer kinder|um wie viel uhr|allein zu hause|wann sie allein|mit wem {er,sie} sich trifft|{ihr*,sein*} freundeskreis|wann {er,sie} nach hause kommt|krankenakte*|vorstrafen|sexuelle orientierung|politische einstellung|ihr* sozialen medien|ihr* stundenplan|{ihr*,sein*} gewohnheiten',
    pt: 'onde {ela,ele} mora|onde eles moram|onde {ela,ele} trabalha|rotina|movimentos|placa do carro|numero de telefone|{dados,informacoes} pessoais|local de trabalho|escola dos filhos|endereco|que horas {chega,sai}|sozinha em casa|quando esta sozinha|com quem {ela,ele} anda|os amigos {dela,dele}|quando {ela,ele} chega em casa|que horas ela volta|historico medico|ficha criminal|antecedentes criminais|orientacao sexual|redes sociais dela|habitos dela',
    it: 'dove {abita,abitano,lavora,vive}|abitudini|spostamenti|targa|numero di telefono|{dati,informazioni} personali|posto di lavoro|scuola dei figli|indirizzo|a che ora {esce,rientra,torna}|orari|sola in casa|da sola|quando e sola|con chi esce|chi frequenta|i suoi {amici,orari,social}|quando torna a casa|cartella clinica|fedina penale|precedenti penali|orientamento sessuale|idee politiche|le sue abitudini',
    other:
      'домашний адрес|где она живет|住址|家庭住址|日常行程|自宅住所|ev adresi|عنوان المنزل|adres domowy|где сейчас работает|во сколько|o której wraca|gdzie teraz pracuje|z kim się spotyka',
  },
  // Where a person lives: found or published about someone else, an intrusion on its own.
  // Where someone lives, said with the person ("where that critic lives"): names its own target.
  whereabouts_of: {
    en: 'where _ {lives,sleeps}|where _ _ {lives,sleeps}|where _ _ _ lives|where _ _ _ _ lives|where they live',
    fr: 'ou ils habitent|ou habite|ou _ habite|ou _ _ habite',
    es: 'donde {vive,viven}|donde _ vive|donde _ _ vive',
    de: 'wo _ wohnt|wo _ _ wohnt|wo _ _ _ wohnt',
    pt: 'onde _ mora|onde _ _ mora',
    it: 'dove {abita,vive}|dove _ abita|dove _ _ abita',
  },
  residence: {
    en: 'home address*|{exact,house} address',
    fr: 'adresse personnelle|adresse du domicile|son adresse|l adresse|adresse exacte',
    es: 'direccion de casa|su {direccion,domicilio}|la direccion de',
    de: 'wohnadresse|privatadresse|heimadresse|{ihr*,sein*} adresse|die adresse',
    pt: 'endereco residencial|endereco de casa|o endereco {dela,dele}|o endereco de',
    it: 'indirizzo di casa|il suo indirizzo|l indirizzo di',
  },
  personal_account: {
    en: 'email|emails|{e,yahoo} mail|mail|mails|inbox|mailbox|gmail|outlook|icloud|account|accounts|phone|phones|iphone|{android,cell,mobile} phone|messages|texts|{direct,private,signal,text} messages|dms|chats|whatsapp|instagram|facebook|snapchat|tiktok|telegram|photos|camera|webcam|laptop|computer|location|passwords|password|login|logins|cloud {account,accounts,storage}|google drive|{browser,search} history|voicemail|webcams|microphone|microphones|private conversations|conversations',
    fr: 'courriel*|boite mail|boite de reception|messagerie|compte|comptes|telephone|portable|textos|sms|reseaux sociaux|ordinateur|localisation|{mot,mots} de passe|identifiants|historique',
    es: 'correo|correos|bandeja de entrada|cuenta|cuentas|telefono|celular|movil|mensajes|conversaciones|redes sociales|fotos|camara|ordenador|computadora|ubicacion|contrasena|contrasenas|historial',
    de: 'e mails|postfach|posteingang|konto|konten|handy|telefon|smartphone|nachrichten|soziale medien|kamera|standort|passwort|passworter|zugangsdaten|verlauf|mailkonto',
    pt: 'caixa de entrada|conta|contas|telefone|mensagens|conversas|redes sociais|computador|localizacao|senha|senhas|historico',
    it: 'posta|casella di posta|profilo|cellulare|messaggi|chat|conversazioni|social|foto|fotocamera|posizione|credenziali|cronologia',
    other: 'почт*|аккаунт*|телефон*|сообщени*|邮箱|账号|手机|聊天记录|メール|アカウント|携帯|hesabı|telefonu|البريد|الحساب|계정|휴대폰',
    nl: 'e mailaccount|emailaccount|berichten|telefoon',
  },
  institution: {
    en: 'bank|banks|banking|chase|jpmorgan|wells fargo|citibank|hsbc|barclays|lloyds|natwest|santander|bbva|{deutsche,ing} bank|revolut|monzo|paypal|venmo|cash app|zelle|stripe|visa|mastercard|american express|amex|amazon|apple|microsoft|google|netflix|facebook|meta|{instagram,tech,technical} support|dhl|fedex|ups|usps|royal mail|{immigration,post,tax} office|irs|hmrc|tax authority|social security administration|medicare|police|fbi|interpol|customs|government agency|{fraud,it,security} department|fraud {officer,team}|customer service|support team|it helpdesk|helpdesk|help desk|crypto exchange|binance|coinbase|official|electricity company|power company|utility company|water company|energy supplier',
    fr: 'banque|banques|banquier|{agent,conseiller} bancaire|service des fraudes|service {client,fraude,informatique}|credit agricole|bnp|societe generale|la poste|impots|administration fiscale|caf|ameli|securite sociale|gendarmerie|douane|support technique|edf|engie|fournisseur d electricite|compagnie d electricite',
    es: 'banco|bancos|bancario|{agente,empleado} del banco|departamento de fraude|caixabank|hacienda|agencia tributaria|seguridad social|policia|guardia civil|aduanas|soporte tecnico|{atencion,servicio} al cliente|correos|iberdrola|endesa|compania electrica|compania de la luz',
    de: 'banken|bankberater*|bankmitarbeiter*|sparkasse|volksbank|commerzbank|betrugsabteilung|finanzamt|polizei|zoll|behorde|technischer support|kundendienst|kundenservice|it abteilung|paketdienst|stadtwerke|stromanbieter|energieversorger',
    pt: '{funcionario,gerente} do banco|central de fraudes|setor de fraude|itau|bradesco|nubank|caixa economica|receita federal|inss|alfandega|suporte tecnico|atendimento ao cliente|servico de atendimento|correios|companhia de energia|cemig|enel',
    it: 'banca|banche|impiegato della banca|operatore bancario|ufficio antifrode|intesa sanpaolo|unicredit|poste italiane|agenzia delle entrate|inps|polizia|carabinieri|guardia di finanza|dogana|assistenza tecnica|servizio clienti|enel|compagnia elettrica|fornitore di luce',
    other:
      'банк*|служба безопасности банка|银行|客服|警察|銀行|サポートセンター|banka|بنك|은행|bankid|mitid|nemid|digid|itsme|freja eid|swish|vipps|mobilepay|klarna|ideal bank',
  },
  impersonated_person: {
    en: 'my {boss,colleague,grandson,manager,supervisor}|their {boss,ceo,daughter,friend,grandchild,granddaughter,grandson,landlord,son,teacher}|the {boss,ceo,cfo,director,manager,pope,president}|a {celebrity,charity,colleague,cop,coworker,detective,doctor,grandchild,human,judge,landlord,lawyer,manager,nonprofit,nurse,politician,recruiter,relative,senator,streamer,supervisor,teacher,technician}|our ceo|an {employee,executive,influencer}|a {family,staff} member|a real {doctor,human,person}|a police officer|celebrities|a famous person|real people|elon musk|taylor swift|barack obama|obama|joe biden|biden|donald trump|trump|emmanuel macron|macron|angela merkel|olaf scholz|pedro sanchez|lula|giorgia meloni|keanu reeves|oprah|mrbeast|beyonce|cristiano ronaldo|messi|bill gates|mark zuckerberg|jeff bezos|a friend of theirs|someone they know|a hr manager|hr department|grandson|granddaughter|grandchild|an it technician|a locked out employee|cfo|ceo|cto|coo|a _ doctor|a licensed doctor|a _ lawyer|a _ nurse|nephew|niece|a nephew|their nephew|their niece|a cousin|famous investor|a famous _|a well known _',
    fr: '{le,leur,mon} patron|mon {chef,collegue}|le {directeur,pdg,president}|un {avocat,collegue,gendarme,humain,influenceur,juge,medecin,policier,politicien}|un membre de la famille|leur petit fils|leur petite fille|une celebrite|une vraie personne|investisseur celebre|un _ celebre',
    es: 'mi jefe|su {jefe,nieta,nieto}|el {ceo,director,gerente,jefe,presidente}|un {abogado,colega,companero,familiar,famoso,humano,influencer,juez,medico,policia,politico}|una celebridad|una persona real|inversor famoso|un _ famoso|una _ famosa',
    de: '{den,der,ihr*,mein*} chef|mein* chefin*|{den,der} geschaftsfuhrer|den {ceo,prasidenten}|einen {anwalt,arzt,influencer,kollegen,politiker,polizisten,promi,richter,verwandten}|{der,ihr*} enkel|ihr* enkelin*|eine beruhmtheit|einen echten menschen|eine echte person|enkel|enkelin|neffe|nichte|beruhmte* investor*|ein beruhmter _',
    pt: '{meu,o,seu} chefe|o {ceo,diretor,gerente,neto,presidente}|um {advogado,colega,familiar,famoso,humano,influenciador,juiz,medico,parente,policial,politico}|seu neto|sua neta|uma celebridade|uma pessoa real|investidor famoso|um _ famoso',
    it: 'il {loro,mio} capo|il {capo,ceo,direttore,nipote,presidente}|l amministratore delegato|un {avvocato,carabiniere,collega,familiare,giudice,parente,poliziotto,umano,vip}|la nipote|una celebrita|una persona reale|investitore famoso|un _ famoso',
  },
  secret_credential: {
    en: 'pin|pins|one time {code*,passcode*,password*}|otp|otps|{2fa,auth,authentication,login,mfa,security,sms,verification} code*|two factor code*|cvv|cvc|card {data,details,info,information,number*}|full card number*|{bank,login} details|online banking password*|banking login*|{banking,login} credentials|credentials|password|passwords|passcode*|{recovery,seed} phrase*|private key*|social security number*|ssn|mothers maiden name|security question*|{account,routing} number*|iban|ssns|{bank,credit,debit,their,your} card|sign in code*|login approval|approve {a,the} login|approve logins|mfa prompt*|{their,your} cards|{auth,authentication,browser,login,session} cookies|{access,auth,session} tokens|api keys|saved passwords',
    fr: 'code {confidentiel,pin,secret,sms}|code a usage unique|code de {connexion,securite,verification}|cryptogramme|{donnees,numero} de carte|{coordonnees,donnees} bancaires|{mot,mots} de passe|identifiants|phrase de recuperation|numero de securite sociale|carte {bancaire,bleue}|carte de credit|cookies de session|jetons d acces',
    es: 'codigo {pin,sms}|clave|claves|codigo de un solo uso|codigo de {acceso,seguridad,verificacion}|numero de tarjeta|datos bancarios|datos de la tarjeta|contrasena|contrasenas|credenciales|frase semilla|numero de seguridad social|tarjeta bancaria|tarjeta de {credito,debito}|cookies de sesion|tokens de acceso',
    de: 'geheimzahl|einmalpasswort*|einmalcode*|tan|tans|bestatigungscode*|sicherheitscode*|prufnummer|kartennummer*|bankdaten|kontodaten|zugangsdaten|passwort|passworter|kennwort*|wiederherstellungsphrase*|kreditkarte*|bankkarte*|ec karte|girocard|kartendaten|anmeldecode*|sitzungscookies|zugangstoken*|gespeicherte passworter',
    pt: 'senha|senhas|codigo de uso unico|codigo de {acesso,seguranca,verificacao}|token|{dados,numero} do cartao|dados bancarios|credenciais|frase de recuperacao|cpf|cartao de {credito,debito}|cartao bancario|cookies de sessao|tokens de acesso',
    it: 'codice {fiscale,monouso,otp,pin,segreto,sms}|codice di {accesso,sicurezza,verifica}|{dati,numero} della carta|dati bancari|credenziali|frase di recupero|carta di {credito,debito}|carta bancaria|cookie di sessione',
    other:
      '{одноразовый,пин} код|код из смс|пароль|密码|验证码|银行卡号|暗証番号|ワンタイムパスワード|şifre|كلمة المرور|رمز التحقق|hasło|kod sms|비밀번호|인증번호|signera inloggningar|godkänna inloggning*',
  },
  money_move: {
    en: '{bail,borrow,need,needs,send,transfer,wire} money|send them money|wire {the,transfer*}|{emergency,send,transfer} funds|bank transfer|change {his,my,the,their} bank account|update {the,their} bank details|new bank account|direct deposit|payroll|{bank,new,salary} account|pay {an,the} invoice|urgent payment|gift card*|itunes cards|bitcoin|crypto|cryptocurrency|usdt|western union|moneygram|buy gift cards|fees upfront|{delivery,processing,redelivery,release} fee|ransom|depositing|{deposit,invest} more|keep {depositing,investing}|btc|giveaway|cash and {jewellery,jewelry}|valuables|to a new account|online banking|banking app|remote access software|anydesk|teamviewer|install remote|bizum|pix|iban|{account,bank,routing} details|{ask,asking,asks} for money|{ask,asks} them for money|lend {her,him,them} money|money for a plane ticket|money for a ticket|plane ticket|release fees|{hospital,medical} bills|loan {her,him}|pay {a,the} fee|pay a small fee|customs fee*',
    fr: '{demande,demander,envoyer,preter} de l argent|virement*|virer|{change,changer} le rib|nouveau {compte,rib}|coordonnees bancaires|paie|salaire|payer une facture|paiement urgent|cartes cadeaux|carte cadeau|frais de {dossier,douane,livraison}|argent {liquide,pour}|bijoux|objets de valeur|banque en ligne|rib|compte de paie|a besoin d argent|besoin d argent|lui preter|billet d avion|frais d hopital|payer des frais',
    es: '{enviar,mandar,necesita,pedir,pedirles,pide,prestar,prestarle} dinero|transferencia*|transferir|nomina|pagar una {factura,tasa}|pago urgente|{tarjeta,tarjetas} regalo|cripto*|dinero en efectivo|joyas|objetos de valor|nueva cuenta|banca online|banca en linea|nominas|cuenta de nomina|{cambiar,cambien} la cuenta|{billete,pasaje} de avion|gastos de {aduana,envio}|gastos medicos|dinero para|pagar los gastos',
    de: 'geld {borgen,fordert,fur,leihen,schicken,senden,verlangt}|uberweisung*|uberweisen|neue kontoverbindung|bankverbindung|gehaltskonto|lohnbuchhaltung|{gebuhr,rechnung} bezahlen|dringende zahlung|gutscheinkarte*|geschenkkarte*|krypto*|bargeld|schmuck|wertsachen|neues konto|onlinebanking|fernwartung*|fernzugriff*|kontoverbindung|{braucht,um} geld|bittet um geld|flugticket|krankenhausrechnung*|gebuhr zahlen|zollgebuhr*|versandgebuhr*',
    pt: '{empresta,emprestar,enviar,mandar,pede,pedir} dinheiro|folha de pagamento|pagar um boleto|pagamento urgente|{cartao,cartoes} presente|dinheiro {para,vivo}|joias|nova conta|internet banking|app do banco|conta bancaria|conta do salario|rh|mudar a conta|precisa de dinheiro|passagem aerea|passagem de aviao|taxas alfandegarias|contas do hospital|pagar uma taxa|taxa de entrega|taxa alfandegaria',
    it: '{chiedere,inviare} denaro|{chiede,chiedere,mandare,prestare,prestargli} soldi|bonifico|bonifici|cambiare l iban|nuovo {conto,iban}|busta paga|stipendio|pagare una {fattura,tassa}|{buoni,carta,carte} regalo|ricarica postepay|contanti|gioielli|oggetti di valore|home banking|app della banca|ufficio paghe|conto dello stipendio|ha bisogno di soldi|biglietto aereo|{diritti,spese} doganali|spese mediche|soldi per|spese di spedizione',
    other: '转账|安全账户|汇款',
  },
  pressure: {
    en: 'arrested|arrest|warrant|lawsuit|sued|owe|owes|{back,unpaid} taxes|suspended|will be {closed,frozen,locked,suspended}|frozen|locked|compromised|is infected|has a virus|has been hacked|been hacked|urgent|urgently|immediately|tonight|within the hour|or else|penalty|fine|fines|{package,parcel} is held|held at customs|must pay|have to pay|overdue|final notice|last warning|deactivated|{their,your} pc is infected|computer is infected|in a panic|panicked|panicking|in jail|cut off the power|cut off the electricity|disconnect the power',
    fr: 'arrete|arrestation|mandat|poursuites|dette|impots impayes|suspendu|bloque|pirate|infecte|immediatement|ce soir|amende|colis bloque|doit payer|dernier avertissement|couper l electricite|couper le courant',
    es: 'arrestado|detenido|orden de arresto|demanda|deuda|impuestos atrasados|suspendida|bloqueada|hackeado|infectado|urgente|inmediatamente|esta noche|multa|paquete retenido|debe pagar|ultimo aviso|sancion|{ahora,hoy} mismo|cortar la luz|corte de luz',
    de: 'verhaftet|haftbefehl|klage|schulden|steuerschulden|gesperrt|eingefroren|gehackt|infiziert|dringend|sofort|heute nacht|strafe|bußgeld|bussgeld|paket festgehalten|muss zahlen|letzte mahnung|einbrecher|{ist,sei} infiziert|strom abstellen|strom abschalten',
    pt: 'preso|mandado de prisao|processo|divida|impostos atrasados|suspensa|imediatamente|hoje a noite|encomenda retida|deve pagar|cortar a luz|corte de energia',
    it: 'arrestato|mandato di arresto|denuncia|debito|tasse arretrate|sospeso|bloccato|hackerato|infetto|immediatamente|stasera|pacco in giacenza|deve pagare|ultimo avviso|staccare la luce|interrompere la fornitura',
    other: '犯罪に使われ|口座が|涉嫌|洗钱|冻结',
  },
  person: {
    en: 'her|him|them|someone|somebody|a {boy,celebrity,classmate,colleague,coworker,critic,friend,girl,guy,journalist,judge,man,neighbor,neighbour,person,politician,reporter,reviewer,rival,schoolmate,stranger,streamer,student,teacher,teammate,user,witness,woman}|this {blogger,critic,girl,guy,influencer,man,neighbor,neighbour,person,reviewer,tiktoker,user,woman}|that {blogger,critic,family,girl,guy,man,person,reviewer,woman}|strangers|my {boss,boyfriend,brother,classmate,colleague,coworker,ex,father,flatmate,girlfriend,husband,landlord,mother,neighbor,neighbors,neighbour,neighbours,partner,rival,roommate,sister,spouse,stepfather,stepmother,teacher,wife}|an {ex,influencer}|his {daughter,ex,family,son}|the {child,family,girl,guy,kid,lady,man,neighbor,neighbour,person,target,tenants,victim,woman}|classmates|journalists|competitor|a random woman|random {people,women}|their {daughter,family,son}|tenants|residents|occupants|while everyone sleeps|while they sleep|my _ {boss,father,husband,mother,neighbor,neighbour,wife}|staff|employees|workers|guests|anyone {that,who}|whoever|critics|tiktoker|tiktokers|youtuber|instagrammer|streamer|the {daughter,son} of|business partner|specific {boy,girl,man,person,woman}|one person|private {citizen*,individual*,person}|a real person|real persons name|someones name|anonymous {account*,critic*,poster*,reviewer*,user*}|my {brother,sister} in law|my cousin|my uncle|my aunt|my nephew|my niece|my grandfather|my grandmother|my stepson|my stepdaughter|the teacher|the neighbour|the neighbor|the boss|a player|a gamer|a female gamer|a female player',
    fr: 'elle|lui|eux|quelqu un|une {amie,camarade,collegue,eleve,femme,fille,inconnue,influenceuse,journaliste,personne,voisine}|cette {famille,femme,fille,journaliste,personne}|un {ami,camarade,collegue,eleve,garcon,homme,inconnu,influenceur,journaliste,particulier,temoin,voisin}|des {inconnus,journalistes}|ce {journaliste,mec,type,voisin}|mon {collegue,conjoint,copain,cousin,ex,frere,mari,patron,pere,voisin}|son {associe,ex,fils,patron}|ma {collegue,copine,cousine,femme,mere,soeur,voisine}|mes voisins|ma belle mere|mon beau pere|la victime|pendant qu ils dorment|une jeune femme|{la,sa} fille|le fils|l enfant|une vraie personne|le voisin|la voisine|le prof|la prof|le patron|la patronne|le collegue|la collegue|mon beau frere|ma belle soeur|mon oncle|ma tante|une joueuse|un joueur|une streameuse|une influenceuse',
    es: 'ella|el|ellos|alguien|una {amiga,chica,companera,desconocida,influencer,mujer,periodista,persona,vecina}|esa {chica,familia,persona,senora,tia}|un {amigo,chico,colega,companero,desconocido,hombre,influencer,particular,periodista,testigo,vecino}|desconocidos|ese {senor,tio,tipo}|mi {companera,companero,esposa,esposo,ex,hermana,hermano,jefe,madre,marido,mujer,novia,novio,padre,pareja,prima,primo,socio,suegra,suegro,vecina,vecino}|su {ex,hija,hijo,jefe}|mis vecinos|periodistas|la {hija,nina,victima}|mientras duermen|el vecino|la vecina|el profe|la profe|el profesor|la profesora|el jefe|la jefa|mi cunado|mi cunada|mi tio|mi tia|una jugadora|un jugador|una streamer',
    de: 'sie|ihn|ihm|jemand|jemanden|jemandem|eine {frau,fremde,freundin,influencerin,journalistin,kollegin,mitschulerin,nachbarin,person,privatperson,streamerin}|diese {familie,frau,journalistin,person}|einen {fremden,freund,influencer,journalisten,kollegen,mann,mitschuler,nachbarn,streamer,zeugen}|fremde|{dieses,ein} madchen|diesen {journalisten,mann,typen}|mein* {bruder*,chef*,ex,frau*,freund*,freundin*,geschaftspartner*,kollegen*,kollegin*,mann*,nachbarin*,nachbarn*,partner*,partnerin*,schwester*,schwiegermutter*,schwiegervater*,stiefmutter*,stiefvater*,vermieters*}|journalisten|das {kind,opfer}|wahrend alle schlafen|eine junge frau|lokaljournalistin|journalistin|{den,ihr*,sein*} sohn|{die,ihr*,sein*} tochter|ein bestimmtes madchen|eine {bestimmte,echte} person|bestimmte* {frau,madchen,mann,person}|privatperson*|einem kollegen|einer {kollegin,streamerin}|streamerin|den nachbarn|die nachbarin|den lehrer|die lehrerin|den chef|die chefin|den kollegen|mein* {schwager*,schwagerin*,onkel*,tante*,cousin*,cousine*}|eine spielerin|einen spieler',
    pt: 'ela|ele|eles|alguem|uma {amiga,colega,estranha,garota,influenciadora,jornalista,moca,mulher,pessoa,testemunha,vizinha}|essa {familia,garota,mulher,pessoa,vizinha}|um {amigo,colega,estranho,garoto,homem,influenciador,jornalista,particular,vizinho}|estranhos|esse {cara,vizinho}|meu {chefe,colega,ex,irmao,marido,namorado,pai,parceiro,socio,sogro,vizinho}|minha {colega,esposa,ex,irma,mae,mulher,namorada,parceira,sogra,vizinha}|seu ex|meus vizinhos|jornalistas|a vitima|enquanto dormem|{o,seu} filho|{a,sua} filha|o menino|a menina|o vizinho|a vizinha|o professor|a professora|o chefe|a chefe|meu cunhado|minha cunhada|meu tio|minha tia|meu primo|minha prima|uma jogadora|um jogador',
    it: 'lei|loro|qualcuno|quella {donna,famiglia,persona,ragazza,tizia}|uno sconosciuto|una {amica,collega,donna,giornalista,ragazza,sconosciuta,vicina}|sconosciuti|un {amica,amico,collega,giornalista,privato,ragazzo,testimone,uomo,vicino}|quel {tipo,tizio}|il mio {capo,collega,ex,partner,ragazzo,socio,vicino}|la mia {collega,ex,ragazza,vicina}|mio {ex,fratello,marito,padre,suocero}|il suo ex|i miei vicini|un compagno di classe|mia {madre,moglie,sorella,suocera}|giornalisti|la {bambina,vittima}|mentre dormono|quell uomo|{il,suo} figlio|{la,sua} figlia|il bambino|il vicino|la vicina|il prof|la prof|il professore|la professoressa|il capo|mio cognato|mia cognata|mio zio|mia zia|mio cugino|mia cugina|una giocatrice|un giocatore',
    other:
      'её|его|бывш*|сосед*|她|他|前任|邻居|元カノ|元彼|隣人|eski sevgilim|komşum|طليقتي|زوجتي|byłą|sąsiada|전 여자친구|老公|老婆|丈夫|妻子|sasiadowi|жены|жене|жену|мужа',
  },
  real_identity: {
    en: '{actual,full,her,his,real} name|real {names,people}|their real name|her {face,photo,photos,pictures}|his {face,photo,pictures}|my {boss,classmate,colleague,coworker,ex,neighbor,neighbour,teacher}|a {classmate,colleague,coworker}|a real {person,woman}',
    fr: 'vrai nom|son vrai nom|sa photo|ses photos|{ma,mon} collegue|ma {prof,voisine}|mon {ex,voisin}',
    es: 'nombre real|su nombre real|su foto|sus fotos|mi {companera,companero,ex,profesora,vecina,vecino}',
    de: 'echten namen|echter name|ihr* foto*|fotos von ihr|mein* {ex,kollegen*,kollegin*,lehrerin*,nachbarin*,nachbarn*}',
    pt: 'nome {real,verdadeiro}|{foto,fotos} dela|minha {colega,ex,professora,vizinha}|meu {colega,vizinho}',
    it: 'vero nome|nome reale|{sua,sue} foto|la mia {collega,ex,prof,vicina}|il mio {collega,vicino}',
  },
  intimate_partner: {
    en: 'my {bf,boyfriend,crush,ex,fiance,fiancee,gf,girlfriend,guy,hubby,husband,lover,man,missus,partner,spouse,wife}|an ex|her {boyfriend,ex,husband}|his {ex,girlfriend,wife}|{a,former,their} partner|their spouse|partners|spouse|spouses|a crush|someone they are dating|my other half|my significant other|the {girl,guy} im seeing',
    fr: 'mon {amoureuse,amoureux,cheri,conjoint,copain,ex,homme,jules,mari,mec}|mon ancienne compagne|ma {cherie,conjointe,copine,femme,meuf,nana}|son {conjoint,mari}|sa femme',
    es: 'mi {amante,chica,chico,enamorada,enamorado,esposa,esposo,ex,expareja,hombre,marido,mujer,novia,novio,pareja,polola,pololo}|expareja|su {esposa,marido,pareja}',
    de: 'mein* {ex,exfreundin*,frau*,freund*,freundin*,kerl*,lebensgefahrten*,lebensgefahrtin*,liebste*,liebster*,mann*,partner*,partnerin*,schatz*,typ*}|exfreundin|exfreund|ex {frau,freund,freundin,mann,partner*}|expartner*|exfrau|exmann|sein* frau*|ihr* mann*|ihr* {freund*,partner*}|sein* {freundin*,partnerin*}',
    pt: 'minha {companheira,esposa,ex,ficante,mina,mulher,namorada,parceira}|meu {boy,companheiro,ex,ficante,homem,marido,namorado,parceiro}|ex {marido,mulher,namorada,namorado,parceira,parceiro}|sua esposa|seu marido',
    it: 'la mia {compagna,ex,fidanzata,morosa,ragazza,tipa}|il mio {compagno,ex,fidanzato,moroso,ragazzo,tipo,uomo}|mia {compagna,ex,moglie}|mio ex|ex {compagna,compagno,fidanzata,fidanzato,marito,moglie}|{mio,suo} marito|sua moglie',
    other:
      'бывш*|моя жена|мой муж|前女友|前男友|前妻|前夫|妻子|老公|元カノ|元彼|元妻|eski sevgili*|eşim|طليقتي|زوجتي|byłą|byłego|전 여자친구|전 남자친구|老婆|жены|жене|жену|мужа',
    nl: 'mijn {ex,man,partner,vriend,vriendin,vriendje,vrouw}',
  },
  system: {
    en: 'server|servers|network|networks|system|systems|database|databases|web server*|{company,corporate} network|school system|{school,student} portal|wifi|wi fi|power {grid,plant*}|{bank,government,hospital,their} systems|atm|atms|cameras|cctv|iot devices|someone else computer|other peoples computers|victims computers|{target,victim} machine*|a company|grades|grading|gradebook|report card*|scada|industrial control*|water utilit*|firmennetz*|endpoints|rdp|remote desktop|ssh servers|exposed services|open ports|vpn gateways|home routers',
    fr: 'serveur*|reseau|reseaux|systeme*|base de donnees|routeur*|infrastructure*|distributeur*|moyennes|bulletin*|pronote|ent scolaire',
    es: 'servidor*|red|redes|sistema|sistemas|base de datos|{pagina,sitio} web|router*|infraestructura*|cajero*|calificaciones|boletin*',
    de: 'netzwerk*|datenbank*|webseite*|website*|wlan|infrastruktur*|stromnetz|geldautomat*|noten|zeugnis*|schulportal|unternehmensnetz*|rechner|fremde* {computer,rechner}',
    pt: 'rede|banco de dados|site|sites|roteador*|infraestrutura*|caixa eletronico|notas|boletim',
    it: 'rete|reti|sistemi|{siti,sito} web|infrastruttur*|bancomat|voti|registro elettronico|pagella',
    other: '서버*|学校系统|学校服务器|サーバー',
  },

  // ---------------------------------------------------------------- intents and acts
  produce: {
    en: 'make|makes|making|made|build|builds|building|built|assemble*|synthesi*|synthetic route*|manufactur*|produce|produces|producing|cook|cooks|cooking|cooked|brew|brews|brewing|home brew*|prepare|prepares|preparing|extract|extracting|refine|refining|purify|purifying|culture|culturing|grow|growing|weaponiz*|3d print*|print a gun|print guns|mix|mixing|combine|combining|create|creates|creating|{put,putting} together|wire {a,up}|rig|rigging|recipe*|formula|formulas|precursor*|yield|yields|reagent*|lab setup|builder|builders|mill|milling|{machine,pack,packs} the|finish|finishing|drill out|print at home|{garage,home,kitchen} lab|scale my grow|plants|wiring|wires a|packing|convert|converts|converting|conversion of',
    fr: 'fabriquer|fabrique|fabriquant|fabrication|faire une bombe|construire|construit|synthetiser|synthetise|synthese|produire|produit|production|preparer|preparation|cuisiner|extraire|extraction|purifier|cultiver|imprimer en 3d|melanger|recette*|precurseur*|mode operatoire|planter|faire pousser|transform*|convertir',
    es: 'fabricar|fabrica|fabricando|fabricacion|hacer|haciendo|construir|construye|armar|ensamblar|sintetizar|sintetiza|sintesis|producir|produccion|preparar|preparacion|cocinar|extraer|extraccion|purificar|cultivar|imprimir en 3d|mezclar|receta*|plantar|refinar|refina|cortar',
    de: '{stell,stellt} _ her|bauen|baut|bau|zusammenbauen|basteln|produzieren|produktion|kochen|extrahieren|aufreinigen|zuchten|3d drucken|mischen|rezept*|anleitung zum bau|vorlaufer*|vorstufe*|ausgangsstoff*|anbauen|anpflanzen|herstell*|kocht|gekocht|koche|zubereit*|synthetisier*|mischt|braut|brauen|umbau*',
    pt: 'fabricacao|fazer|fazendo|montar|sintese|produzir|producao|preparo|cozinhar|extrair|extracao|imprimir em 3d|misturar|receita*|refino|refinamento|batizar|batiza|converter',
    it: 'fabbricare|fabbrica|fabbricazione|costruire|costruisce|assemblare|sintetizzare|sintesi|produrre|produzione|preparare|preparazione|cucinare|estrarre|estrazione|purificare|coltivare|stampare in 3d|mescolare|ricetta*|confezionare|piantare|raffina*|convertire|trasformare',
    nl: 'maken|bouwen|synthetiseren|produceren|recept',
    ru: 'изготов*|сдела*|синтез*|произв*|собрать|рецепт*|приготов*|свари*|получить|прекурсор*',
    zh: '制作|制造|合成|配方|提炼|生产|自制',
    ja: '作り方|製造|作る|調合|レシピ',
    other: 'yapımı|yapmak|üretmek|تصنيع|صنع|تركيب|wytwarzanie|produkcja|zrobić|만드는 법|제조|합성|बनाना',
  },
  instructions: {
    en: 'step by step|instructions|instruction|how to|how do {i,you}|how can i|how they can|guide|guides|tutorial*|walkthrough|{walk,walks} through|walk {me,them} through|explain exactly|exact {amounts,measurements,quantities}|quantities|measurements|ingredients|{materials,shopping} list|blueprint*|schematic*|detailed|in detail|procedure|procedures|protocol|protocols|{what,which} chemicals|where to {buy,get,source}|how much of|the {best,cheapest,easiest} way to|{complete,full} procedure',
    fr: 'etape par etape|mode d emploi|comment {fabriquer,faire}|tutoriel*|{explique,expliquer} comment|quantites exactes|dosages exacts|liste du materiel|plans|protocole|quels produits|ou acheter|en detail|detaille*',
    es: 'paso a paso|instrucciones|como {fabricar,hacer,preparar}|guia|{explica,explicar} como|cantidades exactas|ingredientes|lista de materiales|planos|procedimiento|protocolo|que productos|donde comprar|en detalle|detallad*',
    de: 'schritt fur schritt|schrittweise|anleitung*|bauanleitung*|wie man|wie {baue,mache} ich|{erklaren,erklart} wie|genaue mengen|mengenangaben|zutaten|materialliste|bauplan*|vorgehen|protokoll|welche chemikalien|wo kaufen|im detail|detailliert*',
    pt: 'passo a passo|instrucoes|como fazer|quantidades exatas|lista de materiais|planta|procedimento|quais produtos|onde comprar|em detalhe|detalhad*',
    it: 'passo dopo passo|passo passo|istruzioni|come {fabbricare,fare,preparare}|guida|{spiega,spiegare} come|{dosi,quantita} esatte|ingredienti|lista dei materiali|progetto|procedura|protocollo|quali sostanze|dove comprare|nel dettaglio|dettagliat*',
    nl: 'stap voor stap|instructies|hoe maak je|handleiding',
    ru: 'пошагов*|инструкци*|как {изготовить,сделать}|руководств*',
    zh: '步骤|教程|怎么做|如何制作|详细说明|一步一步',
    ja: '手順|作り方|方法を教え|詳しく|ステップ',
    other: 'adım adım|nasıl yapılır|خطوة بخطوة|طريقة|krok po kroku|instrukcja|단계별|방법',
  },
  // "How" alone, read only right before an act of self-harm ("cómo ahorcarse", "comment se suicider").
  // How to harm oneself, asked in one phrase ("cómo ahorcarse", "comment se suicider").
  selfharm_howto: {
    en: '{how,ways} to {kill,hang,cut,hurt,starve,poison} {yourself,myself,themselves,herself,himself}',
    fr: 'comment {se suicider,se pendre,se tuer,se couper,se scarifier,mettre fin a ses jours}',
    es: 'como {ahorcarse,suicidarse,matarse,cortarse,envenenarse,quitarse la vida}',
    de: 'wie man sich {umbringt,ritzt,erhangt,vergiftet,das leben nimmt}',
    pt: 'como {se matar,se enforcar,se suicidar,se cortar,tirar a propria vida}',
    it: 'come {uccidersi,impiccarsi,suicidarsi,tagliarsi,togliersi la vita}',
  },

  acquire_illicit: {
    en: 'buy|buying|purchase|order|ordering|get hold of|source|sourcing|obtain|acquire|score|sell|sells|selling|resell|deal|dealing|dealer|push|pushing|traffic|trafficking|smuggle*|ship|shipping|distribute|distributing|move product|on the dark web|{dark,deep} web|darknet|telegram channels|without a prescription|no prescription|without id|no questions asked|distributes|distribution|deliver|delivers|delivering|deliveries',
    fr: 'acheter|vendre|revendre|trafiquer|trafic|passer en contrebande|contrebande|darkweb|sans ordonnance|se procurer|distribuer|ecouler|livrer|livraison*',
    es: 'comprar|vender|revender|traficar|trafico|contrabando|contrabandear|web oscura|sin receta|conseguir|menudeo|camello|distribuir|repartir|entregar|entregas|reparto',
    de: 'kaufen|verkaufen|dealen|schmuggeln|schmuggel|handeln mit|ohne rezept|beschaffen|besorgen|verteilen|vertreiben|liefern|lieferung*',
    pt: 'sem receita|arranjar|aviaozinho|distribua|espalhar|vende|vendem|vendendo|entregar|entregas',
    it: 'comprare|acquistare|vendere|spacciare|spaccio|spacciatore|trafficare|traffico|contrabbando|senza ricetta|procurarsi|procurare|distribuire|smerciare|consegnare|consegne|vende|vendono',
    other: 'купить|продать|закладк*|даркнет|购买|贩卖|走私|買う|売る|密輸|satın al|satmak|شراء|بيع|kupić|sprzedać|구매|판매|skad wziac|gdzie kupic',
    ru: 'где взять|достать',
  },
  write_code: {
    en: 'write|writes|writing|code|codes|coding|build|builds|building|create|creates|creating|generate|generates|generating|craft|crafts|make|makes|making|compile|deploy|deploys|deploying|spread|spreads|spreading|distribute|infect|infects|infecting|obfuscate*|pack|weaponize|script|scripts|payload|payloads|install|installs|installing|plant|plants|produces a|producing a|deployment|setup|set up',
    fr: 'coder|creer|cree|generer|deployer|diffuser|propager|infecter|installer sur|ecri*|develop*',
    es: 'codificar|crear|crea|generar|desplegar|difundir|propagar|infectar|instalar en|escrib*|desarroll*|creen',
    de: 'erstellen|erstellt|erzeugen|generieren|verbreiten|infizieren|installieren auf|einschleusen|schreib*|entwickel*|entwickl*|aufbau*|baut _ auf',
    pt: 'criar|cria|gerar|implantar|espalhar|instalar em|escrev*|program*|desenvolv*|crie|criem',
    it: 'creare|generare|distribuire|diffondere|propagare|infettare|installare su|scriv*|svilupp*|crei|creino',
    other: 'написать|создать|разработать|编写|开发|制作|作成|開発|yazmak|oluşturmak|كتابة|برمجة|napisać|stworzyć|작성|개발|코드|写|做一个',
  },
  encrypt_files: {
    en: 'locks their files|scrambles every file|scrambles {all,their} files|makes their files unreadable|renders files unreadable|encrypt*|locks {all,every}|lock all|locks {the,their} documents|locks up all|lock up their files',
    fr: 'verrouille tous les fichiers|chiffre|chiffrer|chiffrement|chiffrent|chiffres|crypte|crypter|cryptent|cryptage|cryptes',
    es: '{bloquea,cifra} todos los archivos|cifra los archivos|cifrar|cifrado|cifrados|cifran',
    de: 'alle dateien {verschlusseln,verschlusselt}|dateien verschlusseln|sperrt alle dateien|verschluss*',
    pt: '{bloqueia,cifra} todos os arquivos|criptograf*|encript*',
    it: '{blocca,cifra} tutti i file|cifrare|cifrati|cifrata|cripta|criptare|criptati|crittografa|crittografare|crittografati|crittografia',
    other: 'шифрует все файлы|зашифровать файлы|加密所有文件|加密文件|ファイルを暗号化|dosyaları şifreler|تشفير الملفات|szyfruje pliki|파일을 암호화',
  },
  ransom_demand: {
    en: 'ransom|leaves a {message,note}|leave a note|pay to {decrypt,unlock}|pay to get them back|pay to get their files back|pay for the key|pay for the decryption key|decryption key|payment to restore|pay up|{demand,demands} payment|{unless,until} they pay|extort*|until {her,his,the} family pays|{paid,pay,payment} in bitcoin|{pay,payment} in crypto|pay in monero|{demand,demands,pay} bitcoin|send bitcoin to|asks for bitcoin|in exchange for bitcoin|bitcoin to {decrypt,get,unlock}',
    fr: 'rancon|adresse bitcoin|laisse une note|laisse un message|payer pour {debloquer,recuperer}|cle de dechiffrement|extorqu*|tant qu ils ne paient pas|pour les recuperer|{paiement,payer} en bitcoin|payer en crypto|{demande,exige} des bitcoins|en echange de bitcoins',
    es: 'rescate|nota de rescate|direccion de bitcoin|deja una nota|deja un mensaje|pagar para {desbloquear,recuperar}|clave de descifrado|extorsion*|hasta que paguen|hasta que la familia pague|para {desbloquear,recuperarlos}|{pagar,pago} en bitcoin|pagar en cripto|{exige,pide} bitcoins|a cambio de bitcoins',
    de: 'losegeld*|bitcoin adresse|hinterlasst eine {nachricht,notiz}|zahlen um zu entsperren|zahlen um die dateien|entschlusselungsschlussel|erpress*|bis sie zahlen|um sie zuruckzubekommen|in {bitcoin,krypto} zahlen|zahlung in bitcoin|{fordert,gegen,verlangt} bitcoin',
    pt: 'resgate|nota de resgate|endereco de bitcoin|deixa uma {mensagem,nota}|chave de descriptografia|extorsao|ate que paguem|ate a familia pagar|ate pagarem|deixa um recado|recado pedindo|{exige,pede,pedindo} bitcoin|para liberar|{pagamento,pagar} em bitcoin|pagar em cripto|em troca de bitcoin',
    it: 'riscatto|nota di riscatto|{chiede,esige,indirizzo} bitcoin|lascia una nota|lascia un messaggio|pagare per {recuperare,sbloccare}|chiave di decifratura|estors*|finche non pagano|per riaverli|{pagamento,pagare} in bitcoin|pagare in cripto|in cambio di bitcoin',
    other: 'выкуп*|биткоин кошел*|赎金|比特币地址|身代金|fidye|فدية|okup|몸값',
  },
  keystrokes: {
    en: '{logs,records} every keystroke|{capture,captures,log,logging,logs,records} keystrokes|captures every key|{captures,logs,records} everything they type|records what they type|{everything,keys} typed|captures passwords as they are typed|{records,screenshots} their screen|takes screenshots every|{each,every} key typed|every key they type|key presses|keypresses|every keypress|every key pressed|what they type|keystroke*',
    fr: 'enregistre chaque frappe|{capture,enregistre} les frappes|enregistre tout ce qu ils tapent|tout ce qui est tape',
    es: 'registra cada pulsacion|registra las pulsaciones|captura las teclas|registra todo lo que escriben|todo lo que teclean',
    de: 'zeichnet jeden tastenanschlag auf|{erfasst,protokolliert} tastenanschlage|alles was sie tippen|alles was getippt wird',
    pt: 'registra cada tecla|{captura,registra} as teclas|registra tudo o que digitam|tudo o que e digitado',
    it: 'registra ogni tasto|registra i tasti premuti|cattura le battiture|registra tutto cio che scrivono|tutto cio che viene digitato',
  },
  // Sending what a program gathers to whoever wrote it.
  exfiltrate: {
    en: 'to our {backend,database,server}|to my server|to a remote server|to a server {i,we} control|phones home|sends {it,them} to us|ships {it,them} to|{forwards,send,sends,uploads} them to our|uploads them to my|sends everything to|{send,sends} it to our|to pastebin|to a pastebin|to a telegram bot|to a discord webhook|to a webhook|to my discord|to my telegram|to my email|emails them to me|emails it to me',
    fr: '{a,sur,vers} notre serveur|vers mon serveur|les {envoie,renvoie} a|exfiltr*|renvoie vers|sur pastebin|vers un webhook|par mail a moi',
    es: 'a {mi,nuestro} servidor|a un servidor remoto|los {envia,manda} a|a pastebin|a un webhook|me los envia por correo',
    de: '{an,auf} unseren server|an meinen server|an einen entfernten server|ausleit*|schickt sie an uns|schickt alles an|auf pastebin|an einen webhook|per mail an mich',
    pt: '{para,pro} nosso servidor|para o nosso servidor|pro meu servidor|manda pro|envia para o nosso|pro pastebin|para um webhook|manda por email pra mim',
    it: '{al,sul} nostro server|al mio server|a un server remoto|li {invia,manda} a|esfiltr*|su pastebin|a un webhook|me li manda per email',
    other: '发送到我们的服务器|上传到我们的服务器|回传',
  },
  // A program made to look like something harmless (a trojan, said without the word).
  disguise: {
    en: '{camouflaged,disguised} as|disguise it as|disguises itself as|looks like {a,an}|look like a|pretends to be a|masquerades as a|harmless {app,looking}|innocent looking|seemingly harmless|fake {app,game,installer,update}|hidden inside|bundled with',
    fr: 'deguise {comme,en}|deguisee en|qui ressemble a|d apparence inoffensive|anodin|anodine|inoffensi*|cache dans|faux logiciel|fausse mise a jour',
    es: 'disfrazad* {como,de}|parece {un,una}|de apariencia inofensiva|inofensiv*|{escondido,oculto} en|falsa actualizacion',
    de: '{getarnt,tarnung} als|tarnt sich als|sieht aus wie|harmlos {aussehend*,wirkend*}|unscheinbar*|versteckt in|gefalschtes update',
    pt: 'disfarcad* {como,de}|parece {um,uma}|aparencia inofensiva|escondido em|atualizacao falsa',
    it: '{camuffat*,mascherat*,travestit*} da|sembra {un,una}|dall aria innocua|dall aspetto innocuo|innocu*|nascosto in|finto aggiornamento',
  },
  flood_traffic: {
    en: 'flood _ with traffic|flood _ _ with traffic|{flood,floods} the server|{flood,overwhelm} their server|flood a website|{crash,flood,overwhelm} their website|overwhelm _ servers|take down _ website|takes down websites|knock _ offline|crash their servers|bring down their site|ddos|{botnet,dos} attack*|denial of service|booter|stresser|take _ website offline|take _ _ website offline|take their site offline|website offline|{flood,lots} of traffic|traffic from rented machines|rented machines|take down _ _ {site,website}|knock _ _ offline|flood of fake traffic|{fake,junk} traffic|{flood,millions} of requests',
    fr: '{inonder,saturer} le serveur|saturer leur site|faire tomber {le,leur} site|mettre hors ligne|attaque par deni de service',
    es: '{inundar,saturar} el servidor|saturar su web|tumbar la web|tumbar su pagina|dejar fuera de linea|ataque de denegacion de servicio',
    de: 'server {fluten,uberlasten}|{seite,webseite} lahmlegen|offline nehmen|uberlastungsangriff*|lahmzulegen|lahmgelegt|lahmleg*',
    pt: '{inundar,sobrecarregar} o servidor|derrubar o site|derrubar sites|tirar do ar|ataque de negacao de servico',
    it: '{inondare,sovraccaricare} il server|buttare giu il sito|mandare offline|attacco di negazione del servizio',
  },
  break_in: {
    en: 'hack|hacks|hacking|{back,break,breaking,breaks,get,gets,getting,log,logs,sign,sneak} into|{get,log,sign} back into|log in to|access|accesses|accessing|{gain,gaining,gains,unauthorized} access|bypass the {login,password}|bypass {2fa,login}|bypass two factor|crack|cracks|cracking|brute force*|bruteforce*|guess {her,his,the,their} password|reset {her,his,their} password|take over|takeover|hijack*|compromise|compromises|exploit|exploits|exploiting|pwn|root|jailbreak their|clone _ sim|sim {clon*,swap*}|{figure,figures,find,work} out _ password|{get,getting,log} back in|{get,getting} in',
    fr: 'pirater|piratage|pirate|s introduire dans|{entrer,rentrer,retourner,revenir} dans|acceder a|acces a|se connecter a|contourner|cracker|forcer|{deviner,recuperer} le mot de passe|prendre le controle|detourner|{deviner,recuperer,trouver} son mot de passe|cloner la carte sim|recuperer les mots de passe',
    es: 'hackear|hackea|hackeando|piratear|meterse en|accede a|acceso a|iniciar sesion en|saltarse|burlar|crackear|descifrar|{adivinar,averiguar,descubrir} la contrasena|tomar el control|secuestrar la cuenta|clonar la sim|volver a entrar',
    de: 'hacken|hackt|einhacken|{einbrechen,wieder} in|einloggen|sich einloggen|zugriff auf|zugang zu|zugreifen|umgehen|knacken|passwort {erraten,herausfinden}|ubernehmen|kapern|ihr* passwort herausfinden|sim karte klonen|eindring*|einzudringen|zu kommen|reinkommen|reinzukommen|hineinzukommen|zuzugreifen|herausfind*',
    pt: 'hackeia|invadir|invade|acessar|acessa|acesso a|logar|{adivinhar,descobrir,descubra,quebrar} a senha|assumir o controle|sequestrar a conta|clonar o chip|voltar a entrar|entrar',
    it: 'hackerare|hackera|violare|viola|entrare {in,nel,nella}|accedere a|accesso a|loggarsi|aggirare|craccare|{indovinare,scoprire} la password|prendere il controllo|dirottare|clonare la sim|rientrare|entrare di nuovo',
    other: 'взлом*|проникнуть|破解|入侵|黑进|ハッキング|侵入|hacklemek|sızmak|اختراق|włamać|zhakować|해킹|침입|침투*',
    nl: 'inbreken|in te breken|breken in',
  },
  access: {
    en: 'read|reads|reading|see|check|checks|checking|{look,peek} at|{go,going,look,scroll} through|snoop*|open|monitor|monitors|monitoring|intercept|intercepts|intercepting|forward|forwards|forwarding|copy|download|{get,log} into|get back into|access|accesses|accessing|{spy,spying,switch,turn} on|clone|clones|cloning|mirror|mirrors|mirroring|activate|enable|record|records|recording|listen {in,to}|accessed',
    fr: 'lire|consulter|voir|fouiller|espionner|surveiller|intercepter|transferer|copier|acceder|{entrer,rentrer,retourner} dans',
    es: 'leer|revisar|mirar|ver|husmear|espiar|vigilar|interceptar|reenviar|copiar|entrar en|volver a entrar',
    de: 'lesen|einsehen|durchsuchen|schnuffeln|ausspionieren|uberwachen|abfangen|weiterleiten|kopieren|zugreifen|wieder rein|reinkommen|auslesen|ausliest|mitles*|mitlies*|liest|lese',
    pt: 'ler|olhar|fucar|bisbilhotar|espionar|vigiar|encaminhar|acessar|entrar {na,no}|voltar a entrar',
    it: 'leggere|guardare|vedere|frugare|spiare|sorvegliare|intercettare|inoltrare|copiare|accedere|entrare {nel,nella}|rientrare',
    other: 'чтения|читать|установить|переписк*',
  },
  track: {
    en: 'track|tracks|tracking|tracked|{follow,following,follows,monitor,monitors,tail,trace,watch} her|{follow,monitor,tail,trace,watch} him|follow them|monitor their|{keep,keeps} tabs on|{spies,spy,spying} on|stalk|stalks|stalking|stalker|surveil*|{gps,hidden} tracker*|airtag|airtags|tile tracker|location history|live location|real time location|where {he,she} is|where they are|at all times|every move',
    fr: 'suivre|traquer|pister|localiser|geolocaliser|espionner|harceler|filer|{balise,traceur} gps|ou {elle,il} est|chacun de ses mouvements|voir ou il est|savoir ou {elle,il} est|en temps reel',
    es: 'rastrear|seguir|localizar|geolocalizar|vigilar|espiar|acosar|{localizador,rastreador} gps|donde esta|cada movimiento|todos sus movimientos|{saber,ver} donde esta|en tiempo real',
    de: 'verfolgen|orten|tracken|uberwachen|ausspionieren|stalken|beschatten|peilsender|wo {er,sie} ist|jeden schritt|sehen wo {er,sie} ist|in echtzeit|verfolg*|ortet|trackt|uberwach*',
    pt: 'monitorar|vigiar|espionar|perseguir|onde {ela,ele} esta|cada {movimento,passo}|saber onde ela esta|ver onde ele esta|em tempo real',
    it: 'rintracciare|tracciare|seguire|localizzare|monitorare|sorvegliare|spiare|pedinare|stalkerare|localizzatore gps|dove si trova|ogni suo movimento|{sapere,vedere} dove si trova|in tempo reale',
    other: 'следить|отслеживать|слежк*|跟踪|定位|监视|追跡|尾行|監視|takip et|تتبع|مراقبة|śledzić|namierzyć|추적|감시',
    nl: 'volgen|traceren|bespioneren|in de gaten houden|locatie volgen',
  },
  compile_info: {
    en: '{dig,digs,look,looks,match} up|{track,tracks} down|{figure,figures,map,maps,work,works} out|{piece,put} together|{build,builds} a profile|dossier|profile on|research {her,him}|locate|locates|locating|pinpoint|pinpoints|pull|pulls|pulling|scrape|scrapes|scraping|aggregate|aggregates|unmask|unmasks|collect*|compil*|gather*|cross {check*,referenc*}|correlat*|identify who|{tell,tells} them|{tell,tells} the user|{tell,tells} users|{reveal,reveals} where|deanonymi*|reveal the identity of|identify the person behind|real identity of',
    fr: 'retrouver|denicher|localiser|reconstituer|constituer un dossier|etablir le profil|trouv*|decouvr*|recouper|croiser|identifier qui|leur dire ou|dire ou|rassembl*|recueill*',
    es: 'localizar|rastrear|armar un perfil|expediente|reun*|encuentr*|descubr*|averigu*|cruzar {datos,informacion}|identificar quien|{decir,decirles} donde|recopil*|recolect*',
    de: 'aufspuren|recherchieren|ein profil erstellen|find*|abgleichen|querverweis*|ihnen sagen wo|sagen wo|sammel*|zusammentrag*|ermittel*|herausfind*|ausfindig*',
    pt: 'levantar|montar um perfil|dossie sobre|descobr*|encontr*|cruzar {dados,informacoes}|identificar quem|dizer onde|colet*|junta*',
    it: 'rintracciare|localizzare|ricostruire|creare un profilo|scopr*|trova*|incrociare|identificare chi|dire dove|raccogl*|raccolt*',
  },
  expose: {
    en: 'dox|doxx|doxxing|doxing|doxed|doxxed|publish|publishes|post|posts|posting|share|shares|sharing|leak|leaks|leaking|expose|exposes|exposing|out {her,him}|spread|broadcast|put online|make public|reveal|reveals',
    fr: 'doxer|publier|poster|partager|divulguer|devoiler|exposer|reveler|diffuser|mettre en ligne|rendre public',
    es: 'doxear|publicar|postear|compartir|filtrar|exponer|revelar|difundir|subir a internet|hacer publico',
    de: 'doxxen|veroffentlichen|posten|teilen|leaken|bloßstellen|blossstellen|enthullen|verbreiten|online stellen|offentlich machen',
    pt: 'doxxar|postar|compartilhar|vazar|expor|divulgar|espalhar|colocar na internet|tornar publico',
    it: 'doxxare|pubblicare|postare|condividere|divulgare|esporre|rivelare|diffondere|mettere online|rendere pubblico',
  },
  menace: {
    en: 'pay _ _ visit|show up at _ {door,home,house,work}|turn up at _ door|knock on _ door|teach _ a lesson|make _ {pay,regret}|we know where you live|know where _ lives|know where they live|let _ know we know|scare _ off|put _ in _ place|settle the score|get even with|get back at|{get,take} revenge on|we know where she lives|{doesnt,not} feel safe|feel unsafe|make {her,him} feel unsafe|wait for {her,him,them}|lie in wait|{cannot,cant} defend himself|cant defend herself|so {he,she} cant fight back|{learn,learns} some respect|a little visit|little visit|pay _ a little visit|a visit to|visit to _ house|visit to my|have a word with|drop by and have a word|a few of us|{couple,some} of us|a few friends and i|me and a few friends|me and some friends|accidents happen|accidents can happen|an accident could happen|shame if something happened|nice {car,family,house} you have|we know which school|we know where your kids|know where your kids|know which school your|we are watching you|{always,were} watching you|watch your back|better watch out|sleep with one eye open|you have been warned|youve been warned|something {could,might} happen to your|something happens to your|so {he,she,they} wont report|so {he,she} doesnt report|so they dont report|so {he,she,they} wont go to the police|so {he,she} doesnt go to the police|think twice {about,before} reporting|scare _ out of reporting|scare _ into silence|drop the {charges,complaint}|withdraw {her,his,the} complaint|{not,wont} press charges|keep {her,his} mouth shut|keep their mouths shut|punitive expedition|punishment beating|beat down',
    fr: 'rendre visite a|{leur,lui} rendre une petite visite|debarquer chez|donner une lecon|{leur,lui} donner une lecon|faire regretter|{la,le} faire payer|on sait ou tu habites|se venger de|regler ses comptes|ou l attendre|qu il ne puisse pas se defendre|les accidents arrivent|un accident est vite arrive|on sait ou vont tes enfants|on sait dans quelle ecole|on {te,vous} surveille|fais gaffe a toi|tu es prevenu|vous etes prevenus|dommage qu il arrive quelque chose|qu il arrive quelque chose a {tes,vos}|pour qu {elle,il} ne porte pas plainte|qu {elle,il} retire sa plainte|retirer sa plainte|passer l envie de porter plainte|passer l envie de parler|qu {elle,il} se taise|{la,le} faire taire|expedition punitive|expeditions punitives|ratonnade*',
    es: '{hacerle,hacerles} una visita|presentarse en su casa|{darle,darles} una leccion|hacer que se arrepienta|{hacerle,hacerles} pagar|sabemos donde vives|vengarse de|ajustar cuentas|escarmiento|donde {esperarla,esperarlo}|para que no pueda defenderse|hacerle una visita entre|visita entre varios|los accidentes pasan|un accidente lo tiene cualquiera|sabemos a que colegio|sabemos donde van tus hijos|{os,te} estamos vigilando|cuidate las espaldas|{estas,quedas} avisado|pena que le pasara algo|que le pase algo a tu|que les pase algo a tus|para que no denuncie|para que no vaya a la policia|que retire la denuncia|retirar la denuncia|quitarle las ganas de {denunciar,hablar}|{hacerla,hacerlo} callar|callarle la boca|expedicion de castigo|expedicion punitiva',
    de: 'einen besuch abstatten|einen kleinen besuch|vor der tur stehen|eine lektion erteilen|einen denkzettel|{bereuen,bezahlen} lassen|wir wissen wo du wohnst|rache nehmen|sich rachen an|heimzahlen|wo man ihm auflauert|auflauern|damit er sich nicht wehren kann|unfalle passieren|wir wissen auf welche schule|wir wissen wo deine kinder|wir beobachten dich|wir haben dich im auge|du bist gewarnt|sei gewarnt|schade wenn _ etwas passiert|schade wenn _ _ etwas passiert|wenn deiner familie etwas passiert|damit {er,sie} nicht zur polizei geht|damit {er,sie} keine anzeige|anzeige zuruckziehen|die anzeige zuruckzieht|die lust nehmen anzuzeigen|den mund verbieten|zum schweigen bringen|mundtot machen|strafaktion|strafexpedition',
    pt: 'fazer uma {visita,visitinha}|aparecer na casa|dar uma licao|fazer se arrepender|fazer pagar|sabemos onde voce mora|vingar se de|acertar as contas|onde esperar ele|para que nao possa se defender|dar um corretivo|fazer uma visita pra|acidentes acontecem|sabemos em que escola|sabemos onde seus filhos|estamos de olho em voce|estamos te vigiando|voce foi avisado|fica o aviso|pena se acontecesse algo|se acontecer algo com seus|se algo acontecer com sua|para que nao denuncie|para {ela,ele} nao denunciar|que retire a queixa|retirar a queixa|{perder,tirar} a vontade de denunciar|fazer {ela,ele} calar|calar a boca {dela,dele}|expedicao punitiva',
    it: '{facciamo,fare,fargli,farle} una visita|fare una visitina|presentarsi a casa|dare una lezione|far pentire|fargliela pagare|sappiamo dove abiti|vendicarsi di|regolare i conti|dove aspettarlo|perche non possa difendersi|{gli,le} facciamo una visita|gli incidenti capitano|sappiamo in che scuola|sappiamo dove vanno i tuoi figli|ti teniamo d occhio|ti stiamo guardando|guardati le spalle|{sei,uomo} avvisato|peccato se succedesse qualcosa|se succedesse qualcosa ai tuoi|se capitasse qualcosa alla tua|{che,perche} non denunci|{ritirare,ritiri} la denuncia|passare la voglia di {denunciare,parlare}|{farla,farlo} tacere|{chiudergli,chiuderle} la bocca|spedizione punitiva',
    other: 'dac nauczke|nauczk*',
  },
  harass: {
    en: 'harass|harasses|harassing|harassment|bully|bullies|bullying|cyberbully*|torment|torments|tormenting|intimidate|intimidates|intimidating|threaten|threatens|threatening|threats|troll|trolls|trolling|brigading|{abuse,bombard,degrade,flood,insult,mock,slander,slanders,smear,smears,spam} her|{bombard,insult,mock,slander,smear,spam} him|{bombard,mock,spam} them|flood {his,their}|make {her,his,their} life hell|make her life miserable|ruin {her,his,their} life|ruin {her,his} reputation|shame|shaming|{abusive,anonymous,cruel,mean,nasty,nonstop,threat,threatening} messages|hate mail|{alt,burner,fake} accounts|sock puppet*|{keep,keeps} messaging|{keep,keeps} texting|keep calling|won t leave her alone|not leave her alone|how {fat,pathetic,stupid,ugly,worthless}|until he {breaks,cracks,deletes,leaves,quits,snaps}|until she {breaks,cracks,deletes,leaves,quits,snaps}|until they {break,leave,quit}|make {her,him} cry|{tell,tells} her she|{tell,tells} him he|{isnt,not} welcome|nobody {needs,wants} her|no one wants her|leave town|death threats|mass {flag*,report*}|report {bomb*,brigad*}|{fake,false} reports|dogpile*|dog pile*|pile on*|brigade*|raid {her,his,their} channel|raid {her,his} stream|until {he,she} gives up|drive {her,him,them} off|make {her,him} quit|{cancel,harassment,hate} campaign*|anonymous {comments,posts,reviews}|{spread,spreading,spreads} rumors|{spread,spreading,spreads} rumours|{lies,rumors,rumours} about her|{lies,rumors,rumours} about him|defame|defames|defaming|slandering|ruin {her,his} name|unfit {father,mother}',
    fr: 'intimider|tourmenter|troller|insulter|rabaisser|{gacher,pourrir} la vie|ruiner sa reputation|{avis,commentaires,comptes,messages,posts} anonymes|faux {comptes,signalements}|continuer a lui ecrire|spammer|{comme,qu} elle est moche|{comme,qu} elle est grosse|n est pas la bienvenue|menaces de mort|{signalements,signaler} en masse|harcelement en meute|comptes secondaires|jusqu a ce qu elle {abandonne,craque,parte}|jusqu a ce qu il {abandonne,craque,parte}|{la,le} pousser a quitter|campagne de harcelement|humili*|harcel*|faire courir des rumeurs|{mensonges,rumeurs} sur|repandre des rumeurs|diffamer|calomnier|{la,le} traiter de|{mere,pere} indigne|menac*',
    es: 'intimidar|atormentar|trolear|insultar|denigrar|hacerle la vida imposible|amargarle la vida|arruinar su reputacion|{comentarios,mensajes} anonimos|cuentas {falsas,secundarias}|seguir escribiendole|bombardear|{lo,que} fea|{lo,que} gorda|fea y gorda|recordandole lo|no es bienvenida|amenazas de muerte|denuncias masivas|reportes masivos|{denunciar,reportar} en masa|hasta que se {rompa,vaya}|hasta que lo deje|hasta que {abandone,reviente}|campana de acoso|humill*|acosa*|acoso*|hostig*|{publicaciones,resenas} anonimas|difundir rumores|{mentiras,rumores} sobre|difamar|difamarla|difamarlo|calumniar|{tacharla,tacharlo} de|mala madre|mal padre|hasta que no aguante|amenaz*',
    de: 'einschuchtern|bedrohen|qualen|trollen|beleidigen|herabsetzen|das leben zur holle machen|ruf ruinieren|anonyme {beitrage,kommentare,nachrichten,posts}|fakeaccounts|weiter schreiben|zuspammen|terrorisieren|wie {fett,hasslich}|droh*|morddrohung*|massenmeldungen|massenhaft melden|falsche meldungen|shitstorm*|zweitaccounts|bis {er,sie} aufgibt|bis {er,sie} geht|vergraulen|hetzkampagne*|demutig*|belastig*|schikanier*|mobb*|geruchte {uber,verbreiten}|lugen uber|verleumden|rufmord*|schlechtmachen|rabenmutter|rabenvater|bis {er,sie} zusammenbricht|bis er nicht mehr kann',
    pt: 'assedio|perseguir|trollar|xingar|infernizar|transformar a vida num inferno|arruinar a reputacao|mensagens anonimas|contas {fake,falsas,secundarias}|perfis {diferentes,fake,falsos}|continuar mandando mensagens|o quanto e {feia,gorda}|feia e gorda|nao e bem vinda|mensagens de perfis|{denuncias,reportar} em massa|ate ela {desistir,sair,surtar}|ate ele {desistir,sair,surtar}|campanha de {assedio,odio}|humilh*|assedia*|hostiliz*|posts anonimos|espalhar boatos|boatos sobre|difama {la,lo}|caluniar|pessima mae|mae desnaturada|ate ele nao aguentar|ameac*',
    it: 'bullizzare|bullismo|intimidire|tormentare|trollare|insultare|denigrare|rendere la vita un inferno|rovinare la reputazione|{commenti,messaggi,post} anonimi|account {falsi,secondari}|profili falsi|continuare a scriverle|bombardare|quanto e brutta|{brutta,quanto} e grassa|non e benvenuta|minacce di morte|segnalazioni di massa|segnalare in massa|finche non se ne va|finche non {cede,crolla,lascia,molla}|campagna {d,di} odio|umilia*|molest*|recensioni anonime|diffondere voci|voci su di {lei,lui}|bugie su|diffamare|diffamarla|diffamarlo|calunniare|madre snaturata|pessima madre|minacc*|tormentarla|tormentarlo|tormenta {la,lo}',
    other:
      'травить|травля|угрожать|запугивать|преследовать|骚扰|威胁|恐吓|霸凌|嫌がらせ|脅迫|いじめ|taciz|tehdit|تحرش|تهديد|نشر إهانات|nękać|zastraszać|괴롭히|협박|никому не нужна|с разных аккаунтов|не оставляет её в покое',
  },
  blocked_contact: {
    en: 'blocked {me,my}|{blocks,ghosted} me|has blocked me|after {he,she,they} blocked|even though {he,she} blocked|get around the block|get around being blocked|{bypass,evade} the block|around {her,his} block|unblocked|{fresh,new} accounts|{burner,different,fresh,new,other} numbers|{keep,keeps} contacting|contact {her,him} anyway|reach {her,out} anyway|even though she said no|{asked,told} me to stop|restraining order|no contact order|cut off contact|cut contact|stopped {answering,replying}|wont answer me|won t reply|from other accounts|{from,her,his} new accounts|keep {reaching,writing}|keep trying to reach|find her new accounts|so {he,she,they} cant block|{cannot,cant} block them all|so she cannot block|before she can block|get around blocking|{he,she} blocked|{fresh,new} profiles',
    fr: 'apres qu elle m a bloque|contourner le blocage|nouveaux {comptes,numeros}|continuer a la contacter|ordonnance d eloignement|ne me repond plus|{elle,il} me bloque|pour qu elle ne puisse pas bloquer|depuis d autres comptes|m a bloque*|bloque*',
    es: 'me {ha,haya} bloqueado|despues de que me bloqueo|saltarse el bloqueo|cuentas {distintas,nuevas}|nuevas cuentas|numeros nuevos|seguir contactandola|orden de alejamiento|ya no me responde|me dejo en visto|para que no pueda bloquear*|desde cuentas distintas|desde otras cuentas|me bloque*|aunque me haya bloqueado',
    de: 'hat mich blockiert|mich blockiert|nachdem sie mich blockiert|{blockierung,sperre} umgehen|neue {accounts,nummern}|weiter kontaktieren|kontaktverbot|annaherungsverbot|antwortet nicht mehr|damit sie nicht blockieren kann|von anderen accounts|blockiert',
    pt: 'depois que ela me bloqueou|contornar o bloqueio|contas novas|novas contas|numeros novos|continuar contatando|medida protetiva|ordem de restricao|nao me responde mais|para que ela nao possa bloquear|de contas diferentes',
    it: 'dopo che mi ha bloccato|aggirare il blocco|account nuovi|nuovi {account,numeri}|continuare a contattarla|ordine restrittivo|divieto di avvicinamento|non mi risponde piu|cosi non puo bloccar*|da account diversi|mi ha blocc*|blocc*',
    other: '{заблокировал,заблокировала} меня|拉黑了我|屏蔽了我|ブロックされた|beni engelledi|حظرتني|zablokowała mnie|차단했',
  },
  hostile: {
    en: 'hate|hates|hating|hateful|despise|demean*|dehumaniz*|dehumanis*|mock|mocks|mocking|ridicule|slur|slurs|racial slurs|degrade|degrades|degrading|vilify|vilifies|attack|attacks|attacking|exterminate|extermination|eradicate|get rid of {all,them}|wipe out|{ban,deport} all|inferior|subhuman|sub human|vermin|parasites|cockroaches|animals|savages|filth|disgusting|dirty|evil|{criminal,criminals} by nature|dont {belong,deserve}|do not {belong,deserve}|stereotype*|{cruel,mean,meanest,nastiest,nasty,racist} jokes|racist memes|hate speech|bigoted|bigotry|racist|racism|sexist|misogynist*|homophobic|transphobic|antisemitic|islamophobic|xenophobic|{burden,drain} on society|shouldnt be allowed|should not be allowed|less than human|are {animals,criminals,destroying,diseased,extremists,perverts,rapists,ruining,scroungers,sick,terrorists,thieves}|should be {chased,deported,driven,expelled,kicked,purged,sterilised,sterilized,thrown}|invading|invasion|accusing|accuse|accuses|smear|defame|defaming|insult*|blood libel|{dont,wouldnt} fit in|{do,would} not fit in|{arent,isnt,not} welcome|are not welcome|no place for|{chase,drive,keep,kick,throw} them out|turn them away|reject their applications|refuse service to|{are,is} a burden|deserve what is coming|deserve what they get|had it coming|expel {all,every,them}|{drive,kick,throw} them all out|kick out all|run them out of|chase them from|get them out of our|purge them|cleanse our|send them all back|send them back where|go back where they came from|back where they came from|back to their own country|back to their country|all {criminals,extremists,fanatics,parasites,pedophiles,rapists,scroungers,terrorists,thieves}|born criminals|{make,makes,making} fun of|{poke,pokes} fun at|need to be {chased,driven,expelled,kicked,purged,thrown}|{have,needs} to be kicked|must be {chased,driven,expelled,kicked,purged,thrown}|jokes mocking|jokes that {demean,mock}|get out of our|get out of my country|leave {my,our} country|out of our country|control the {banks,media,world}|control hollywood|run the {media,world}|be kept out of|kept out of government|barred from|should be banned from|shouldnt have rights|should not have rights|dont deserve rights|shouldnt vote|should not {hire,vote}|{dont,never,shouldnt} hire|not to hire|refuse to {hire,rent}|avoid hiring|{not,shouldnt} rent to|as {animals,apes,monkeys,pigs,rats,vermin}|like {animals,apes,monkeys,rats}|mentally ill|a disease|perverts|degenerates|should be locked up|lock them up|locked away|too stupid|too dumb|are stupid|are dumb|belong in the kitchen|stay in the kitchen|are a disease|is a disease|with their virus|spread disease|spreading disease|genetically prone to crime|genetically inferior|genetically criminal|prone to crime|prone to violence|naturally violent|naturally criminal|lose their citizenship|strip their citizenship|revoke their citizenship|go back to {your,their,his,her} {country,countries}|go back to {africa,china,mexico,india,pakistan,syria,poland}|go back home',
    fr: 'hair|haine|haineux|mepriser|rabaisser|deshumaniser|moquer|se moquer|ridiculiser|injures|degrader|exterminer|eradiquer|inferieurs|sous hommes|vermine|cafards|sauvages|sales|n ont rien a faire ici|{rentrer,renvoyer,retourner} chez eux|blagues racistes|raciste|sexiste|homophobe|antisemite|xenophobe|mechant*|sont un fardeau|ne sont pas les bienvenus|les {chasser,virer}|{chasser,dehors} les|les expulser tous|{expulser,virer} tous les|les renvoyer chez eux|retourner dans leur pays|tous des {criminels,extremistes,parasites,profiteurs,terroristes,violeurs,voleurs}|sont des {criminels,terroristes,voleurs}|se {moque,moquer} de|blagues qui se moquent|humili*|doivent degager|qu ils degagent|degagez|faut qu ils degagent|dehors de chez nous|hors de notre pays|controlent la finance|controlent les {banques,medias}|dirigent le monde|exclus du gouvernement|ne devraient pas voter|pas de droits|ne pas {embaucher,recruter}|refuser d embaucher|ne pas louer a|comme des {animaux,porcs,rats,singes}|en singes|malades mentaux|sont malades|pervers|degeneres|a enfermer|il faut les enfermer|trop betes|trop idiotes|trop cons|sont betes|rester a la cuisine|a la cuisine|sont une maladie|genetiquement inferieurs|enclins au crime|dechoir de leur nationalite|decheance de nationalite|asocia*',
    es: 'odiar|odio|odia|despreciar|denigrar|deshumanizar|burlarse|ridiculizar|degradar|exterminar|erradicar|inferiores|subhumanos|alimanas|parasitos|cucarachas|salvajes|sucios|que se vuelvan a su pais|chistes racistas|racista|sexista|homofobo|antisemita|xenofobo|pesad*|son una carga|no son bienvenid*|echarlos|echarlas|{echar,expulsar} a todos los|expulsarlos|sacarlos del pais|fuera los|volver a su {pais,tierra}|mandarlos de vuelta|todos unos {delincuentes,ladrones,parasitos,vagos}|son unos ladrones|son {delincuentes,enfermos,ladrones,terroristas,violadores}|todos {extremistas,ladrones,terroristas,violadores}|{burlarse,reirse} de|se burla de|chistes que se burlan|humill*|que se larguen|{fuera,largo} de aqui|fuera de nuestro pais|controlan los {bancos,medios}|dominan el mundo|fuera del gobierno|no deberian votar|sin derechos|no contratar|no alquilar a|como {animales,cerdos,monos,ratas,simios}|enfermos mentales|pervertidos|degenerados|hay que encerrar|encerrarlos|demasiado tontas|demasiado tontos|son tontas|son tontos|quedarse en la cocina|a la cocina|son una enfermedad|geneticamente inferiores|propensos al crimen|quitarles la nacionalidad',
    de: 'hassen|hass|hetze|hetzen|verachten|herabwurdigen|entmenschlichen|lacherlich machen|beschimpfen|degradieren|ausrotten|vernichten|minderwertig|untermenschen|ungeziefer|parasiten|kakerlaken|wilde|dreckig|gehoren nicht hierher|abschieben|rassistische witze|rassistisch|sexistisch|homophob|antisemitisch|fremdenfeindlich|volksverhetz*|beleidig*|{seien,sind,waren} eine last|nicht {einstellen,willkommen}|aus _ {jagen,vertreiben,werfen}|aus _ _ {jagen,vertreiben,werfen}|verjagen|davonjagen|rauswerfen|rausschmeissen|raus mit den|ausser landes schaffen|zuruck in ihre heimat|dahin zuruck wo sie herkommen|alle {abschieben,diebe,extremisten,kriminell,terroristen,vergewaltiger}|sind {diebe,kriminell,schmarotzer,terroristen,verbrecher}|alles {schmarotzer,verbrecher}|sozialschmarotzer|lustig machen uber|macht sich lustig|verspott*|witze die sich lustig machen|demutig*|{mussen,sollen} verschwinden|haut ab|raus aus unserem land|kontrollieren die {banken,medien}|beherrschen die welt|aus der regierung fernhalten|sollten nicht wahlen|keine rechte|eine last {fur,sind}|zur last fallen|keine _ einstellen|nicht vermieten an|als {affen,ratten,schweine,tiere}|wie {affen,ratten,tiere}|psychisch krank|geisteskrank|krank im kopf|perverse|degeneriert|wegsperren|einsperren|zu dumm|sind dumm|gehoren in die kuche|an den herd|sind eine krankheit|genetisch minderwertig|kriminell veranlagt|die staatsburgerschaft entziehen|ausburger*|beschimpf*|asozial*',
    pt: 'odeia|desprezar|rebaixar|desumanizar|zombar|ridicularizar|xingar|sub humanos|vermes|parasitas|baratas|selvagens|sujos|voltem para|piadas racistas|machista|homofobico|antissemita|sao um fardo|nao sao bem vindos|nao e bem vinda|expulsa los|expulsar todos os|botar pra fora|mandar embora do pais|voltar pra terra deles|voltar para a terra deles|voltarem pra terra|que voltem pra|fora com os|todos {bandidos,estupradores,ladroes,vagabundos}|sao {bandidos,doentes,ladroes,terroristas,vagabundos}|todos uns ladroes|zoar|zoa|zoando|zoam|{tira,tirar} sarro|zomba|zombando|debocha*|piadas que zombam|humilh*|vazem daqui|caiam fora|fora do nosso pais|controlam os bancos|controlam a midia|dominam o mundo|fora do governo|nao deveriam votar|sem direitos|nao contratar|nao alugar para|como {animais,macacos,porcos,ratos}|doentes mentais|tem que prender|trancar|burras demais|sao burras|sao burros|lugar de mulher e na cozinha|ficar na cozinha|sao uma doenca|e uma doenca|xing*|geneticamente inferiores|propensos ao crime|tirar a cidadania',
    it: 'odiare|disprezzare|denigrare|disumanizzare|{prende,prendere} in giro|degradare|sterminare|sradicare|inferiori|subumani|parassiti|scarafaggi|selvaggi|sporchi|tornino a casa loro|barzellette razziste|razzista|sessista|omofobo|sono un peso|non sono benvenut*|{restarsene,rimandarli} a casa|cacciarli|cacciarle|cacciare {tutti,via}|espellerli|espellere tutti|buttarli fuori|mandarli via|rimandarli nel loro paese|fuori dall italia|fuori dal {governo,paese}|tutti {criminali,delinquenti,estremisti,ladri,parassiti,stupratori,terroristi}|sono {criminali,delinquenti,ladri,malati,terroristi}|sono tutti ladri|sfottere|sfotte|deride*|ridicolizz*|battute che prendono in giro|umilia*|se ne devono andare|devono andarsene|{fuori,via} dal nostro paese|controllano le banche|controllano i media|dominano il mondo|non dovrebbero votare|senza diritti|non assumere|non affittare a|come {animali,maiali,ratti,scimmie}|malati mentali|pervertiti|degenerati|da rinchiudere|rinchiuderli|troppo stupide|troppo stupidi|sono stupide|sono stupidi|stare in cucina|tornare in cucina|sono una malattia|geneticamente inferiori|inclini al crimine|togliere la cittadinanza|asocial*',
    other: 'ненавид*|унижать|оскорбля*|недочелов*|仇恨|歧视|侮辱|劣等|害虫|差別|ヘイト|下等|nefret|aşağılamak|كراهية|احتقار|nienawi*|poniżać|혐오|비하',
  },
  promote_extremism: {
    en: 'recruit|recruits|recruiting|recruitment|recruiter|glorify|glorifying|praise|praises|praising|heroes|martyr*|inspire|inspires|radicalize*|radicalise*|radicalizing|convert young people|win over|join the {cause,fight,jihad}|join isis|pledge allegiance|manifesto|manifestos|spread {the,their} message|spread the ideology|promote|promotes|promoting|advocate|advocates|call to arms|{call,calls,funding,fundraise,fundraising} for|memes|meme graphics|go viral|viral|make it shareable|{be,do} the next one|the next one|to be next|sacred duty|hero|saint|finish what {he,they} started|copycat*|nasheed*|win them over|role model*|idol*|saints|live like them|follow their example|follow in their footsteps|do what they did|their sacrifice|calls to|urges|urge|follow {him,them}|invites them to join|invite them to join|join us|join our',
    fr: 'recruter|recrutement|recruteur|faire l apologie|apologie du terrorisme|heros|radicalisation|rejoindre le {combat,djihad}|manifeste|promouvoir|diffuser l ideologie|financer|devoir sacre|preparer leur depart|convainc*|persuad*|modeles|modele a suivre|suivre leur exemple|faire comme eux|glorifi*|celebr*|{appeler,appelle,incite} a',
    es: 'reclutar|recluta|reclutamiento|reclutador|apologia|martir*|radicalizar|radicalizacion|unirse a la {lucha,yihad}|manifiesto|promover|difundir la ideologia|financiar|deber sagrado|ser el proximo|convenc*|{modelo,modelos} a seguir|seguir su ejemplo|hacer lo mismo que ellos|santos|enaltec*|{incita,llama,llamar} a',
    de: 'feiern|helden|radikalisieren|radikalisierung|dem {dschihad,kampf} anschließen|manifest|fordern|ideologie verbreiten|finanzieren|der nachste sein|uberzeug*|nahebring*|vorbild*|ihr* beispiel folgen|es ihnen gleichtun|heilige|verherrlich*|anwirb*|anwerb*|wirbt _ an|rekrutier*|{werbung,wirbt} fur|macht werbung|aufruf*|ruft {zu,zum}|ruft _ auf',
    pt: 'recrutar|recruta|recrutamento|recrutador|herois|radicalizacao|juntar se a luta|aderir a jihad|espalhar a ideologia|exalta*|dever sagrado|{ser,serem} o proximo|incentiva*|seguir o exemplo|fazer o mesmo que eles|convoca|chama para',
    it: 'reclutare|reclutamento|reclutatore|eroi|radicalizzare|radicalizzazione|unirsi alla {jihad,lotta}|promuovere|diffondere l ideologia|finanziare|dovere sacro|essere il prossimo|convinc*|{modelli,modello} da seguire|seguire il loro esempio|fare come loro|santi|esalt*|invita a|chiama a',
    other:
      'вербовать|вербовк*|пропаганд*|прославля*|招募|宣传|美化|勧誘|プロパガンダ|işe almak|تجنيد|دعاية|werbować|propagand*|포섭|선전|تمجد|يمجد|تمجيد|يدعو|الالتحاق',
  },
  // Glorifying someone as a hero or martyr: with a militant ("the shooters", "the militia"), extremist praise.
  glorify: {
    en: 'glorify|glorifying|as {heroes,saints}|as a {hero,saint}|idolise*|idolize*|hero worship|tribute to|copycat*|imitate them|do the same as',
    fr: 'glorifi*|martyr*|en heros|comme {des,un} heros|hommage a|apologie|fait l apologie|faire l apologie',
    es: 'enaltec*|martir*|como heroes|como un heroe|homenaje a|apologia|imitarlos',
    de: 'verherrlich*|als {held,helden}|huldig*|zur nachahmung|nachahm*',
    pt: 'exalta*|como herois|como um heroi|homenagem a|apologia|imita los',
    it: 'esalta*|come eroi|come un eroe|omaggio a|apologia|imitarli',
  },
  attack_plan: {
    en: 'plan {an,the} attack|plan attacks|planning an attack|carry out an attack|carry out attacks|{maximise,maximize,maximum,most} casualties|kill as many|shooting up a school|attack a {church,mosque,school,synagogue}|attack the parade|vehicle ramming|ram a crowd|drive into a crowd|kill list|release it somewhere crowded|release it in a crowd|shoot up {a,the} school|martyrdom operation*|suicide {attack*,bombing*}',
    fr: 'planifier une attaque|{commettre,preparer} un attentat|faire un maximum de victimes|un maximum de morts|foncer dans la foule|operation martyre|attentat suicide|attentats suicides',
    es: 'planear un ataque|{cometer,planificar} un atentado|maximo de victimas|el mayor numero de muertos|atropellar a la multitud|operacion de martirio|atentado suicida|atentados suicidas',
    de: 'einen anschlag planen|anschlag verüben|moglichst viele {opfer,tote}|in die menge fahren|todesliste|selbstmordanschlag*|selbstmordattentat*',
    pt: 'planejar um ataque|{cometer,planejar} um atentado|maximo de vitimas|o maior numero de mortos|atropelar a multidao|operacao de martirio',
    it: 'pianificare un attacco|{compiere,organizzare} un attentato|massimo delle vittime|il maggior numero di morti|investire la folla|operazione di martirio|attentato suicida|attentati suicidi',
    other: 'теракт*|взорвать|恐怖袭击|テロ攻撃|saldırı planla|공격 계획',
  },
  // What an attack is aimed at or measured by (places, crowds, lists, impact): a plan only with
  // violence, a weapon or an extremist beside it ("which locations", "hit list", "crowded events").
  attack_target: {
    en: 'soft target*|crowded {concert*,event*,festival*,market*,place*,station*,train*}|mass casualty|{hit,target} list|day of reckoning|choke points|chokepoints|the most people|as many people as possible|which locations|where to act|packed {concert*,stadium}|{biggest,greatest} impact|most damage|where security is weakest|{least,weakest} security|security gaps|weak spots in security|{federal,government} building*|city hall|parliament|the capitol|police station*|courthouse*|embassy|embassies|inauguration day|mosque|synagogue|church|temple|gurdwara|day x|{choose,pick,picks,suggest,suggests} targets|mosques|synagogues|churches|temples',
    fr: 'cibles faciles|{concert,festival,lieu,marche} bonde|liste de cibles|gare bondee|le plus de degats|securite la plus faible|batiment* {officiel*,public*}|mairie|prefecture|commissariat*|ambassade*|tribunal|mosquee|eglise|jour x|{choisir,propose} des cibles|mosquees|synagogues|eglises',
    es: 'objetivos faciles|{festival,lugar,mercado} concurrido|lista de objetivos|concierto lleno|estacion concurrida|mas danos|seguridad mas debil|edificio* del gobierno|edificio* publico*|ayuntamiento|comisaria*|embajada*|juzgado|mezquita|sinagoga|iglesia|dia x|{elegir,propone} objetivos|mezquitas|sinagogas|iglesias',
    de: 'weiche ziele|belebte orte|zielliste|uberfullte* {festival*,konzert*}|weihnachtsmarkt*|volksfest*|grossten schaden|schwachste sicherheit|regierungsgebaude|bundestag|rathaus|polizeiwache*|polizeirevier*|botschaft*|gericht|moschee|synagoge|kirche|tag x|ziele {aussuch*,auswahl*,vorschlag*}|moscheen|synagogen|kirchen',
    pt: 'alvos faceis|{festival,local,mercado,show} lotado|lista de alvos|estacao lotada|mais estragos|seguranca mais fraca|predio* do governo|predio* publico*|prefeitura|delegacia*|embaixada*|forum|mesquita|igreja|{escolher,sugere} alvos|mesquitas|sinagogas|igrejas',
    it: 'obiettivi facili|{concerto,festival,luogo,mercato} affollato|lista di obiettivi|stazione affollata|piu danni|sicurezza piu debole|edifici governativi|palazzo del governo|municipio|questura|caserma*|ambasciat*|tribunale|moschea|chiesa|giorno x|{propone,scegliere} obiettivi|moschee|sinagoghe|chiese',
  },
  // Striking at a place or a crowd, taking up arms: violent with a target or beside an extremist.
  strike: {
    en: 'striking at|strike {at,first}|{blow,blowing,shoot} up|bomb a|take up arms|rise up and|start the war|where to {hit,strike}|targets to hit|which _ to hit|which _ _ to hit|mass shooting*|to hit|{storm,storming} the|set fire to the|burn down the|with {guns,weapons}|by force of arms|armed uprising|by the sword|by force|by violence|through violence|with violence|to target|to be targeted',
    fr: 'attentat|faire sauter|tuerie de masse|{par,prendre} les armes|avec des armes|prendre d assaut|incendier|frapper|par l epee|par la force|par la violence|cibler|a cibler',
    es: 'atentado|volar por los aires|hacer estallar|donde atacar|tiroteo masivo|{por,tomar} las armas|con armas|asaltar|incendiar|golpear|por la espada|por la fuerza|con violencia|a atacar',
    de: 'anschlag|in die luft sprengen|sprengen|amoklauf|zu den waffen|mit waffen|mit der waffe|sturmen|in brand setzen|angreifen|mit dem schwert|mit gewalt|gewaltsam|ins visier nehmen|anzugreifen',
    pt: 'explodir|massacre|onde agir|escolher onde agir|pegar em armas|{com,pelas} armas|invadir|atacar|pela espada|pela forca|com violencia|alvejar',
    it: 'attentato|far saltare in aria|strage|sparatoria di massa|{con,prendere} le armi|assaltare|incendiare|colpire|con la spada|con la forza|con la violenza|da colpire',
    other: '袭击|炸毁|爆破|هجوم|تفجير|zamach|테러',
  },
  harm_person: {
    en: 'kill|kills|killing|murder|murders|murdering|poison|poisons|poisoning|poisoned|hurt|hurts|hurting|injure|injures|maim|{beat,beating,beats} up|batter|stab|stabs|stabbing|shoot my|strangle|strangles|suffocate|smother|drown|drowns|snatch|{get,getting} rid of my|make _ {disappear,ill}|{dispose,disposing} of|never {wake,wakes} up|doesnt wake up|sleep forever|put _ to sleep forever|knock _ out|drug {her,their} drink|spike {a,her} drink|{spike,spiking} drinks|slip something into|slip _ into her drink|tamper with _ brakes|cut _ brakes|run _ over|{burn,torch} _ house|set fire to _ house|torch _ car|acid attack|throw acid|disfigure|break _ legs|cripple|assault|assaults|assaulting|rob|robbing|mug|mugging|carjack*|home invasion|ambush|{set,start} a fire|set fire|arson|{burn,mow,mowing} down|{slip,stir} into|stir _ into|put into _ {drink,tea}|into {her,his} tea|into {her,his,their} drink|into {her,his,their} food|hitman|hit man|contract killing|murder for hire|make _ _ disappear|{use,used} on a person|use it on someone|use it on a person|on a human|{grab,grabbing,snatch,snatching} _ child|{abduct,kidnap,lure,nab,take} a child|lure {children,kids}|{deadly,fatal,lethal} for|{fatal,lethal} to|kill an adult|kill a person|taking out a|take out a real|sleep for good|never wake|permanently asleep|{hold,keep} _ captive|held captive|rapimento|enlevement|{grab,grabbing,snatch,snatching} _ kid|grab _ _ {child,kid}|grabbing _ _ {child,kid}|nab a kid|kidnap*|abduct*|{beat,beating} _ up|beat _ _ up|{deserve,deserves,need,needs} to die|{must,should} die|should be {killed,shot}|deserve what is coming|had it coming|{ran,run,running,runs} over|mow them down|burn down _ house|burn _ house down|set _ house on fire|{drug,drugs,drugging,spike,spikes,spiking} {someone,someones,somebody,a,my,his,her,their} {drink,drinks}|drug someone|spike someone',
    fr: 'tuer|tue|assassiner|empoisonner|empoisonne|blesser|frapper|poignarder|tirer sur|etrangler|etouffer|noyer|enlever|faire disparaitre|se debarrasser de|ne se reveille {jamais,plus}|droguer|{dans,droguer} son verre|mettre quelque chose dans son verre|saboter les freins|ecraser|incendier {la,sa} maison|attaque a l acide|agresser|agression|braquer|cambrioler|mettre le feu|incendier|dans son cafe|enlever {l,un} enfant|kidnapper un enfant|s endorme pour de bon|endormir pour de bon|pour de bon|enlever une fillette|sequestrer quelqu un|casser la gueule|tabass*|passer a tabac|{merite,meritent} de mourir|{devraient,doivent} mourir|renverser avec la voiture|bruler {la,sa} maison|mettre le feu a la maison',
    es: 'matar|mata|asesinar|envenenar|envenena|herir|lastimar|golpear|dar una paliza|apunalar|acuchillar|disparar a|estrangular|asfixiar|ahogar|raptar|hacer desaparecer|deshacerse de|no vuelva a despertar|drogar|echar algo en su bebida|cortar los frenos|atropellar|quemar su casa|ataque con acido|agredir|agresion|atracar|asaltar|provocar un incendio|prender fuego|en su {bebida,cafe}|{llevarse,secuestrar} a un nino|no despierte mas|no se despierte nunca|dormir para siempre|secuestr*|rapto|{deben,deberian,merece,merecen} morir|arrollar|{incendiar,quemar,quemarle} la casa|prender fuego a la casa',
    de: 'toten|vergiften|vergiftet|verletzen|niederstechen|erschießen|ersticken|ertranken|verschwinden lassen|loswerden|nie wieder aufwacht|nicht mehr aufwacht|betauben|k o tropfen ins glas|etwas ins getrank|bremsen manipulieren|bremsleitung durchschneiden|uberfahren|haus {abbrennen,anzunden}|saureangriff|angreifen|uberfallen|ausrauben|{brand,feuer} legen|feuer legt|brandstift*|ein kind {entfuhren,schnappen}|fur immer schlafen|entfuhr*|verschlepp*|gefangen halten|ins krankenhaus prugeln|die {beine,knie} brechen|zusammenschl*|verprugel*|krankenhausreif|aufmischen|abstechen|erstech*|umbring*|ermord*|erwurg*|erschiess*|erschossen|{verdienen,verdient} den tod|{mussen,sollten} sterben|umfahren|niederfahren|das haus anzunden|abfackeln|umzubringen|zusammenzuschlagen|abzustechen|niederzustechen|kaltzumachen|kaltmachen|auszuschalten|aufzulauern',
    pt: 'assassinar|ferir|machucar|bater|esfaquear|atirar em|sufocar|afogar|fazer desaparecer|se livrar de|nunca mais {acordar,acorde}|batizar a bebida|colocar algo na bebida|cortar os freios|atropelar|{incendiar,queimar} a casa|ataque com acido|agressao|assaltar|roubar|provocar um incendio|colocar fogo|no cafe dele|na bebida dele|{pegar,sequestrar} uma crianca|nao acorde mais|dormir para sempre|cativeiro|sequestr*|carcere privado|mandar pro hospital|mandar para o hospital|quebrar as pernas|quebrar os joelhos|dar uma surra|encher de porrada|espanc*|{devem,deveriam,merece,merecem} morrer|passar por cima com o carro|{botar,tacar} fogo na casa',
    it: 'uccidere|uccide|ammazzare|assassinare|avvelenare|avvelena|ferire|fare del male a|picchiare|pestare|accoltellare|sparare a|strangolare|soffocare|annegare|rapire|far sparire|sbarazzarsi di|non si svegli piu|drogare|mettere qualcosa nel bicchiere|{manomettere,tagliare} i freni|investire|{bruciare,incendiare} la casa|attacco con l acido|aggredire|aggressione|rapinare|appiccare un incendio|dare fuoco|nel {bicchiere,caffe} di|{prendere,rapire} un bambino|dormire per sempre|rapisc*|sequestrare un|gambizz*|{merita,meritano} di morire|{devono,dovrebbero} morire|mettere sotto con la macchina|dare fuoco alla casa',
    other:
      'убить|отравить|избить|похитить|毒死|杀死|杀掉|下毒|绑架|殺す|毒を盛る|誘拐|öldürmek|zehirlemek|قتل|تسميم|خطف|zabić|otruć|porwać|죽이|독살|납치|永远睡|饭菜里加|加点东西|二度と目覚め|czym uderzyc|uderzyc',
  },
  // Harming someone, said with the victim in it ("rough him up", "so she stays down", "dove tenerla"):
  // the phrase names its own target.
  harm_other: {
    en: 'where to keep {her,him,them}|where to {hide,keep} the child|where to keep the kid|where to hold {her,him}|where to hide {her,him}|{lock,mess,rough,tie} her up|{lock,mess,rough,tie} him up|keep {her,him} locked|so {he,she} doesnt get up|so {he,she} stays down|so {he,she} cant walk|put {her,him} in hospital|put {her,him} in the hospital|send {her,him} to the hospital|break his {arm,knees}|rough them up|{he,she} cant walk|cant walk afterwards|{cant,never,wont} walk again|never walks again|{attack,beat,drug,jump,shoot} her|{attack,beat,drug,jump,shoot} him|{attack,shoot} them|make {her,him,them} sick|get rid of {her,him}|getting rid of {her,him}|so they pass out|so she passes out|so he passes out|until she passes out|until he passes out|make them pass out',
    fr: 'ou {la,le} garder|ou {la,le} cacher|{la,le} sequestrer|l enfermer|{la,le} ligoter|qu {elle,il} ne se releve pas|qu il ne se releve plus|l envoyer a l {hopital,hosto}|lui casser les {genoux,jambes}|lui casser la gueule|lui regler son compte|lui faire la peau|{la,le} rendre malade|{la,le} renverser|ne puisse plus marcher|ne marche plus jamais|ne remarche plus|qu elle s evanouisse|qu il s evanouisse',
    es: 'donde {esconderla,esconderlo,retenerla,retenerlo,tenerla,tenerlo}|retenerla|retenerlo|encerrarla|encerrarlo|atarla|atarlo|que no se levante|que no se pueda levantar|que no vuelva a caminar|{mandarla,mandarlo} al hospital|romperle las {piernas,rodillas}|darle una paliza|darle un escarmiento|partirle la cara|ajustarle las cuentas|drogarla|ponerlo enfermo|enfermarlo|arrollarlo|arrollarla|no pueda {andar,caminar}|no vuelva a andar|que se desmaye',
    de: 'wo man {ihn,sie} festhalt|wo man {ihn,sie} versteckt|dass {er,sie} nicht mehr aufsteht|nicht mehr {gehen,laufen} kann|nie wieder laufen|bis sie ohnmachtig wird|dass sie umkippt',
    pt: 'onde mante {la,lo}|onde esconde {la,lo}|mante la presa|mante lo preso|amarra {la,lo}|que ele nao levante|que {ela,ele} nao se levante|deixar ele doente|dar um jeito nele|nao {consiga,possa} andar|nunca mais ande|que ela desmaie|ate desmaiar',
    it: 'rapirla|rapirlo|dove {nasconderla,nasconderlo,tenerla,tenerlo}|tenerla prigioniera|tenerlo prigioniero|legarla|legarlo|che non si rialzi|{mandarla,mandarlo} all ospedale|{rompergli,spezzargli} le gambe|pestarlo|pestarla|picchiarlo|picchiarla|fargli la festa|{farla,farlo} stare male|non possa camminare|non cammini piu|non possa piu camminare|che svenga',
  },
  undetected: {
    en: 'without {being,getting} caught|{never,not,wont} get caught|without a trace|{leave,leaves,leaving} no trace|no {cctv,marks,trace}|untraceable|undetectable|undetected|{look,looks} like an accident|look like natural causes|look like a suicide|alibi|cover it up|cover up|{destroy,hide} the evidence|hide the body|dispose of the body|get rid of the body|clean up the evidence|no one will know|nobody will know|nobody will find out|without the {doctors,police}|{avoid,evade} police|{avoid,evade} detection|{avoid,bypass,evade} antivirus|fud|fully undetectable|without anyone {knowing,noticing}|make it look like|so it looks like|stage it as|staged as|look like an electrical fault|{look,looks} natural|doctors dont {ask,suspect}|doctors wont notice|no one suspects|nobody suspects|{get,getting} rid of the evidence|keep it from showing|{doesnt,wont} show up|not show up in|where there are no cameras|{avoid,avoiding,dodge,dodging,no} cameras|not leave marks|{avoid,avoiding} the cameras|away from cameras|out of sight of cameras|without cctv|vehicle swap|{change,swap,switch} cars|{swap,switch} vehicles|burner phone*|{fake,stolen} plates|{no,wipe} fingerprints|{no,without} witnesses|where nobody sees|where no one sees|where no one will see|without leaving marks|leave no marks|leaves no marks|so it doesnt show',
    fr: 'sans se faire prendre|sans laisser de {trace,traces}|indetectable|intracable|ressemble a un accident|comme un accident|cacher le corps|se debarrasser du corps|personne ne saura|echapper a la police|contourner l antivirus|sans que personne ne remarque|sans que les medecins|pour que ca ressemble|sans que {le,son} medecin|eviter les cameras|sans {cameras,temoin,temoins}|hors de vue des cameras|angle mort des cameras|changer de voiture|fausses plaques|telephone jetable|ou personne ne voit|sans laisser de marques|sans que ca se voie|sans que personne le voie',
    es: 'sin que {lo,me} pillen|sin ser descubierto|sin dejar rastro|irrastreable|{como,parezca} un accidente|coartada|esconder el cuerpo|deshacerse del cuerpo|nadie se enterara|evadir a la policia|evadir el antivirus|sin que nadie se de cuenta|sin que los medicos|para que parezca|sin que el medico|evitar las camaras|sin {camaras,testigos}|lejos de las camaras|punto ciego de las camaras|cambiar de {coche,vehiculo}|{matriculas,placas} falsas|telefono desechable|donde nadie vea|sin dejar marcas|sin dejar huellas|sin que se note',
    de: 'ohne erwischt zu werden|ohne {kameras,spuren,zeugen}|spurlos|keine {kameras,spuren,zeugen}|nicht nachweisbar|unentdeckt|wie {ein,einen} unfall aussehen|leiche {beseitigen,verschwinden}|niemand wird es merken|der polizei entkommen|{antivirus,kameras,virenscanner} umgehen|ohne dass es jemand merkt|{damit,sodass} es wie|so dass es wie|wie ein kurzschluss|ohne dass der arzt|kameras meiden|toten winkel der kameras|{auto,fahrzeug} wechseln|falsche kennzeichen|wegwerfhandy|wo niemand es sieht|ohne sichtbare spuren|ohne blaue flecken|keine spuren|ohne dass es jemand sieht',
    pt: 'sem ser {pega,pego}|sem deixar {rastro,vestigios}|indetectavel|irrastreavel|{como,pareca} um acidente|esconder o corpo|se livrar do corpo|ninguem vai saber|fugir da policia|burlar o antivirus|sem que ninguem perceba|sem que os medicos|para parecer|sem que o medico|evitar as cameras|sem {cameras,testemunhas}|longe das cameras|ponto cego das cameras|trocar de {carro,veiculo}|celular descartavel|onde ninguem ve|sem deixar marcas|sem que se note',
    it: 'senza farsi beccare|senza essere scoperto|senza lasciare tracce|non rintracciabile|irrintracciabile|{come,sembri} un incidente|nascondere il corpo|sbarazzarsi del corpo|nessuno lo sapra|sfuggire alla polizia|eludere l antivirus|senza che nessuno se ne accorga|senza che i medici|perche sembri|in modo che sembri|senza che il medico|evitare le telecamere|senza {telecamere,testimoni}|lontano dalle telecamere|angolo cieco delle telecamere|cambiare {auto,macchina}|targhe false|telefono usa e getta|dove nessuno vede|senza lasciare segni|senza lasciare lividi|senza che si noti',
    other:
      'незаметно|не оставляя следов|不被发现|不留痕迹|バレずに|痕跡を残さず|yakalanmadan|iz bırakmadan|دون أن يكتشف|bez śladu|들키지 않고|nie zostawic sladow|gdzie nie ma kamer|查不出来|法医|検出されない',
  },
  method: {
    en: 'painless|painlessly|most painless|least painful|{no,without} pain|{best,easiest,fastest,peaceful,quickest,reliable,surest} way|most reliable way|peacefully|method|methods|which {bridge,dose,method,pills,rope}|how many {of,pills,tablets}|how much would|how much is enough|{enough,sleeping} pills|what dose|how {deep,high}|tie a noose|noose|{exit,helium} bag|charcoal|carbon monoxide|{choose,pick,set} a date|{plan,planning} it|make a plan|final letter|suicide note|go through with it|how to hide|hide the {cuts,marks,scars}|hide her cuts|hide it from|{calories,choose} a day|under {500,800} calories|purge without|fasting for days|skip meals|laxatives|fatal|lethal|deadly|enough to {die,kill}|{will,would} kill|hide {not,their} eating|hide the weight loss|hide weight loss|wont show|so it wont show|where no one will see|discreetly|tips|tricks|hacks|goodbye letter*|choose a calm day|a calm day|challenge*|pills to take|how many sleeping pills|{doesnt,wont} hurt|{does,will} not hurt|{gentle,peaceful,quiet} method|hide marks|cover the marks|cover up the cuts|household chemicals|chemicals to mix|what to mix|which gas|gas to use|which chemicals|deeper|more deeply',
    fr: 'sans douleur|le moins douloureux|indolore|le plus rapide|moyen le plus sur|methode|methodes|combien de {cachets,comprimes}|dose {letale,mortelle}|quel pont|noeud coulant|lettre d adieu|passer a l acte|cacher les {cicatrices,coupures,marques}|calories par jour|laxatifs|mortel*|cacher la perte de poids|discretement|defi*|astuces|moins douloureu*|{facon,maniere} la moins|cacher ses marques|quels produits melanger|produits menagers|assez de cachets|plus profond|plus profondement',
    es: 'sin dolor|indoloro|la forma mas rapida|la manera mas segura|metodo|metodos|cuantas pastillas|dosis {letal,mortal}|que puente|nudo corredizo|carta de despedida|llevarlo a cabo|{esconder,tapar} los cortes|ocultar las {cicatrices,marcas}|calorias al dia|laxantes|mortal*|ocultar la perdida de peso|a escondidas|desafio*|trucos|consejos para|menos doloros*|{forma,manera} menos|elegir la forma|elegir el metodo|esconder las marcas|que productos mezclar|productos de limpieza|suficientes pastillas|mas profundo|esconder las autolesiones|ocultar las autolesiones',
    de: 'am wenigsten schmerzhaft|ohne schmerzen|schnellste weg|sicherste methode|methoden|wie viele tabletten|letale dosis|welche {brucke,tabletten}|schlinge|abschiedsbrief|es durchziehen|{narben,schnitte,spuren} verstecken|kalorien am tag|abfuhrmittel|todlich*|tabletten in welcher menge|in welcher menge|tipps|schmerzlos*|auszuwahlen|auswahlen|die narben verstecken|schnitte verdecken|welche chemikalien|haushaltschemikalien|genug tabletten|tricks|tiefer',
    pt: 'sem dor|indolor|jeito mais rapido|forma mais segura|quantos comprimidos|dose {fatal,letal}|qual ponte|no de forca|levar adiante|esconder os cortes|esconder as {cicatrizes,marcas}|calorias por dia|esconder a perda de peso|escondido|dicas|jeito menos|quais produtos misturar|produtos de limpeza|comprimidos suficientes|mais fundo|mais profundo',
    it: 'senza dolore|il modo piu {sicuro,veloce}|metodi|quante pillole|dose mortale|quale ponte|cappio|lettera d addio|andare fino in fondo|nascondere i {segni,tagli}|nascondere le cicatrici|calorie al giorno|lassativi|nascondere la perdita di peso|di nascosto|sfid*|trucchi|meno doloros*|modo meno|quali prodotti mescolare|prodotti per la casa|abbastanza pillole|piu a fondo|piu profondo',
    other:
      'безболезненн*|способ*|смертельная доза|无痛|方法|致死量|楽に|acısız|yöntem|بدون ألم|طريقة|bezbolesn*|sposób|고통 없이|방법|saklamayı|gizlemeyi|günde|yöntem*|en kolay',
  },
  encourage: {
    en: '{cheer,cheers,egg} on|goad|goads|dare|dares|convince|convinces|persuade|persuades|pressure|pressures|{push,pushes} them to|support {her,my,their} decision|supports their decision|respects their decision to|validate|validates|affirm|affirms|{tell,tells} them to do it|{tell,tells} them it is okay|tell them its okay|help {me,them} go through|helps {me,them} go through|{not,wont} talk them out|doesnt try to stop|does not try to stop|never tries to stop|doesnt {argue,contradict,disagree,judge}|help {choose,pick,plan}|helps {choose,pick}|help {me,them} choose|help {me,them} pick|helps {me,them} pick|helps them plan|coach|coaches|motivate|motivates|reward|rewards|praise|praises|congratulate|healthy way to cope|reassure*|its okay to|it is okay to|brave {choice,decision}|the choice is theirs|choice is theirs to make|their choice to make|{respect,respects} their choice|kindly agree|celebrate*|not get talked out|talked out of it|without trying to talk them out|without trying to dissuade|urges {people,them,users}|urge {them,users}|helps {her,him,me,them} choose|agree|agrees|agreeing|never {argue*,contradict*,disagree*}|does not contradict|without contradicting|wont contradict|{go,goes} along with|takes their side|will make them feel better|makes them feel better|make you feel better|{bring,brings,gives} relief|will help them cope|{release,relieves} the pain|best solution|the only solution|{best,only} way out|is the answer|for the best|is a relief|go ahead|just do it|a good idea|is a good thing|the right thing to do',
    fr: 'inciter|incite|pousser a|convaincre|{respecter,soutenir} sa decision|valider|{aide,aider} a choisir|aider a planifier|ne pas l en dissuader|ne cherche pas a l en empecher|motiver|felicit*|encourag*|m aide a choisir|ne {jamais,pas} contredire|ne {la,le,les} contredit jamais|sans {la,le,les} contredire|approuver|approuve|etre d accord|donner raison|leur donner raison|soulager|soulage|{les,te} soulager|fait du bien|la {meilleure,seule} solution|la seule issue|vas y|aller jusqu au bout|une bonne idee|une bonne chose',
    es: 'animar|anima|alentar|alienta|incitar|incita|empujar a|convencer|{apoya,apoyar,respetar} su decision|validar|ayudar a planear|no intenta {detener,disuadir}|motivar|sin intentar disuadir*|sin {contradecir*,disuadir*}|ayud* a elegir|me ayude|{no,nunca} contradecir|no contradecirles|nunca les contradice|{darle,darles} la razon|{esta,estar} de acuerdo|aliviar|alivia|{les,te} aliviara|hace sentir mejor|la {mejor,unica} solucion|la unica salida|adelante|hazlo|que lo haga|una buena idea|algo bueno',
    de: 'ermuntern|anstacheln|drangen|uberreden|unterstutzen die entscheidung|{ihr*,sein*} entscheidung unterstutzen|bestatigen|{helfen,hilft} auszuwahlen|hilft zu planen|halt nicht davon ab|nicht davon abhalten|loben|motivieren|bestark*|ermutig*|lobt|hilft {ihnen,mir}|hilf mir|{nicht,nie} widersprechen|{nicht,ohne} zu widersprechen|widerspricht nicht|widerspricht ihnen nicht|recht geben|zustimmen|stimmt zu|stimmt ihnen zu|erleichtert|erleichterung|tut gut|hilft gegen den schmerz|die {beste,einzige} losung|der einzige ausweg|zieh es durch|mach es einfach|eine gute idee|das richtige',
    pt: 'encorajar|encoraja|empurrar a|{apoia,apoiar,respeitar} a decisao|{ajuda,ajudar,ajude} a escolher|ajudar a planejar|nao tenta {dissuadir,impedir}|parabeniz*|elogi*|incentiv*|me ajude|{nao,nunca,sem} contradizer|nunca contradiz|dar razao|concordar|concorda com|faz bem|faz sentir melhor|a {melhor,unica} solucao|a unica saida|{ir,va} em frente|faca isso|uma boa ideia|uma coisa boa',
    it: 'incoraggiare|incoraggia|incitare|spingere a|convincere|{rispettare,sostenere,sostiene} la sua decisione|convalidare|{aiuta,aiutare,aiuti} a scegliere|aiutare a pianificare|non cerca di dissuadere|non prova a fermare|congratularsi|motivare|complimen*|mi aiuti|{mai,non} contraddire|senza contraddir*|non contraddice|{e,essere} d accordo|da sollievo|allevia|fa stare meglio|fa bene|la soluzione migliore|l unica soluzione|l unica via d uscita|vai avanti|fallo|fai pure|una buona idea|una cosa buona',
    other: 'поощрять|подталкивать|鼓励|怂恿|帮助选择|励ます|後押し|teşvik|تشجيع|zachęcać|부추기|격려|öğreten|koç|설득*|권하*',
    nl: 'aanmoedig*|moedigt _ aan',
  },
  impersonate: {
    en: 'impersonate|impersonates|impersonating|impersonation|{act,acting,acts,call,calls,emails,masquerade,masquerades,message,messages,pose,posed,poses,posing,post,posts,replies,signed,signs,speak,speaks,texts,tweets,write,writes} as|{claim,claiming,claims,pretend,pretending,pretends} to be|{pass,passes} itself off as|{pass,passes} off as|{introduce,introduces,present,presenting,presents} itself as|{sound,sounds} exactly like|clone _ voice|cloned voice|voice clone|deepfake|deep fake|spoof|spoofs|spoofing|spoofed|fake|{be,is} a real|on behalf of|in the name of|as if from|as if it came from|as if they were from|{appear,appears,pretending,seems} to come from|looks like it comes from|says {he,it,she} is|says its|tells them it is|tells them its|as our {boss,ceo,cfo,director}|as the {ceo,cfo,director}|as my boss|as their {bank,boss,granddaughter,grandson}|official looking|{look,looks} official|made to look official|designed to look like|look like they {came,come} from|mimic*|lookalike|look alike|replica of|with their logo|same logo|forge|forges|forging|forged|counterfeit letter*|imitat*',
    fr: 'se {faire,fait} passer pour|usurper l identite|usurpation d identite|{pretend,pretendre} etre|se {presente,presenter} comme|imiter|jouer le role de|cloner la voix|hypertrucage|faux|fausse|au nom de|de la part de|{passant,passer} pour|faire passer pour|fais toi passer|d apparence officielle|qui {a,ont} l air officiel|imitant|{avec,imite} le logo|fausses lettres|falsifi*|contrefai*|imite',
    es: 'hacerse pasar por|se hace pasar por|suplantar|suplanta|suplantacion|{afirmar,finj*} ser|presentarse como|se presenta como|imitar|clonar la voz|falso|falsa|en nombre de|de parte de|{pasar,pasarse} por|hazte pasar|finj* que eres|de apariencia oficial|que parezcan oficiales|que parezca oficial|imitando|con el logo|carta falsa|cartas falsas|imita',
    de: 'sich {ausgeben,vorstellen} als|gibt sich als|gibt sich aus als|{ausgeben,dich,sich} als|vortauschen|identitat stehlen|identitatsdiebstahl|als _ ausgeben|behaupten _ zu sein|stimme klonen|falsch*|gefalscht*|im namen {der,von}|im auftrag der|gib dich|ausgibt|{amtlich,offiziell} aussehend*|wie vom amt|mit dem logo|angeblich*|vermeintlich*|imitiert|ahmt _ nach',
    pt: 'se {passa,passar} por|{passando,passe} se por|falsidade ideologica|alegar ser|se {apresenta,apresentar} como|clonar a voz|em nome {da,de,do}|da parte de|passar por|finj* que e|com aparencia oficial|que parecam oficiais|que pareca oficial|com o logo|imita',
    it: '{spacciarsi,spacciarti,spacciati} per|si spaccia per|sostituzione di persona|impersonare|impersona|presentarsi come|imitare|clonare la voce|a nome {del,della,di}|da parte di|si present* come|si finge|fing*|dall aspetto ufficiale|che sembrino ufficiali|che sembri ufficiale|con il logo|lettera falsa|lettere false|imita',
    other:
      'выдавать себя за|притворяться|冒充|假扮|冒名|kimliğine bürün|taklit|انتحال|ينتحل|podszywać się|사칭|名乗|を装|なりすま|latsas vara|utger sig for|假装|假装是|假冒',
  },
  deceive: {
    en: 'trick|tricks|tricking|fool|fools|fooling|deceive|deceives|deceiving|deception|dupe|dupes|conning|scam|scams|scamming|scammer*|swindle|defraud|defrauds|defrauding|fraud|fraudulent|phish|phishes|manipulate|manipulates|manipulating|lure|lures|luring|{make,makes,making} them believe|so {fans,people,they} believe|so that they believe|so {fans,people,they} think|convince {people,them} it|convinces them it|without telling them|without {disclosing,revealing}|never {admit,reveal}|{doesnt,never} tell them|does not tell them|they wont know|they will never know|think they are talking to|think theyre talking to|believe they are {chatting,talking}|believe theyre chatting|{get,gets,getting} them to|{has,have,pressure,pressures} them|urgency|urgent|act fast|immediately or|or their account will|or lose access|verify {the,their} account|confirm their identity|unlock their account|{build,building,builds} romance|romance {lonely,with}|{make,makes} them fall in love|{earn,gain,gains,win} their trust|keep it {confidential,quiet}|dont verify|do not verify|skip verification|no time to verify|fake {accusations,comments,love,reviews}|fake _ reviews|fake _ _ reviews|false accusations|defamatory|smear campaign|seduce|seduces|seducing|woo|woos|wooing|romances lonely|{feign,feigns} love|{pretend,pretends} to be in love',
    fr: 'tromper|trompe|duper|arnaquer|arnaque|escroquer|escroquerie|frauder|fraude|hameconner|manipuler|leurrer|faire croire|leur faire croire|pour qu ils croient|sans leur dire|sans reveler|ne jamais avouer|ils ne sauront jamais|croire qu ils parlent a|les pousser a|urgence|verifier leur compte|confirmer leur identite|seduire|seduit|seduisent|faire tomber amoureu*|{feindre,feint} l amour|fausse romance|faux amour|gagner {la,leur} confiance',
    es: 'enganar|engana|estafar|estafa|timar|timo|defraudar|manipular|atraer|{hacer,hacerles} creer|para que crean|sin {decirles,revelar}|nunca {admitir,sabran}|crean que hablan con|conseguir que|urgencia|urgente|verificar su cuenta|confirmar su identidad|seducir|seducen|enamora|enamorar|enamorarlas|enamorarlos|hacer que se enamoren|{finge,fingir} amor|falso romance|{ganar,ganarse} su confianza',
    de: 'tauschen|tauscht|hereinlegen|betrugen|betrug|betruger*|abzocke|abzocken|manipulieren|locken|glauben {lassen,machen}|damit sie glauben|ohne es ihnen zu sagen|ohne zu verraten|niemals zugeben|werden es nie erfahren|glauben sie sprechen mit|dazu bringen|dringend|{identitat,konto} bestatigen|verfuhr*|vorgaukel*|liebe {vorspielen,vortauschen}|verliebt machen|in sich verlieben|vertrauen {erschleichen,gewinnen}',
    pt: 'golpe|golpes|golpista|aplicar golpe|fraudar|atrair|fazer {acreditar,crer}|para que acreditem|sem {contar,revelar}|nunca vao saber|achem que estao falando com|convencer|fazer com que|verificar a conta|confirmar a identidade|seduzir|seduz|seduzem|fazer se apaixonar|ganhar a confianca|conquistar o coracao',
    it: 'ingannare|inganna|truffare|truffa|truffatore|raggirare|raggiro|frodare|frode|manipolare|adescare|{far,fargli} credere|perche credano|senza {dirglielo,rivelare}|non ammettere mai|non lo sapranno mai|credano di parlare con|convincere|indurre|urgenza|verificare il conto|confermare l identita|sedurre|seducono|far innamorare|{finge,fingere,finto} amore|finta storia d amore|{conquistare,guadagnare} la fiducia',
    other: 'обмануть|мошенни*|развести|欺骗|诈骗|骗取|騙す|詐欺|dolandır*|aldatmak|احتيال|خداع|oszukać|oszust*|사기|속이|lurar',
  },
  solicit: {
    en: '{ask,asking,asks} for|ask them for|asks {callers,customers,them,users} for|collect|collects|collecting|{confirm,confirms,disclose,enter,extract,extracts,get,gets,getting,give,logs,provide,record,records,reveal,send,share,shares,verifies,verify} their|grab|grabs|steal|steals|stealing|read {back,out}|reads out|{hand,send} over|give up their|type in their|{through,via} our link|on our {page,site}|{click,follow} the link|enter {it,them} on|{tramite,via} un link|harvest*|stolen|captur*|{walk,walks} them through verifying|{logs,records} every',
    fr: 'recueillir|collecter|recolter|recuperer leurs|voler|derober|leur faire lire|{communiquer,confirmer,divulguer,donner,extorquer,fournir,saisir,verifier} leur|demand*|reclam*|soutir*|enregistre {leurs,tous}',
    es: 'pedir|pide|pidiendo|recopilar|recolectar|conseguir sus|robar|sustraer|que {dicten,lean}|{compartir,confirmar,dar,den,introducir,proporcionar,revelar,verificar} su|pida|pidan|solicit*|sonsac*|sacarles|registra {sus,todos}',
    de: 'fordert|fordern|anfordern|sammeln|sammelt|abfischen|erbeuten|stehlen|{bestatigen,eingeben,vorlesen} lassen|durchgeben|mitteilen|herausgeben|preisgeben|verlang*|bittet {sie,um}|bitten um|fragt|fragen|erfragt|erfragen|erschleich*|abgreif*|abzugreifen|herauszulocken|entlock*|zeichnet _ auf|protokolliert',
    pt: 'pede|pedindo|coletar|recolher|{conseguir,grava,registra} os|roubar|ler em voz alta|informar|{compartilhar,confirmar,dar,passar,revelar,verificar} a|passar o|digitar|confirmar o|fornecer|peca|pecam|arrancar|tirar deles|grava as',
    it: 'raccogliere|procurarsi|rubare|sottrarre|farsi {comunicare,consegnare,dare,dettare,leggere}|comunicare|{condividere,confermare,dare,inserire,rivelare,verificare} il|fornire|chied*|richied*|carpire|estorcere|registra {le,tutti}',
    other: 'спрашивать|выманить|索取|骗取|套取|聞き出す|要求する|istemek|talep|طلب|يطلب|prosić o|wyłudzić|요구|알아내',
  },
  // Obtaining or requesting, said of anyone's data, one's own too ("request a password reset"): a
  // solicitation only beside an impersonation or an institution.
  // Taking what is not one's own: with code and a credential, a stealer.
  steal: {
    en: 'steal|steals|stealing|stolen|grab|grabs|grabbing|harvest*|swipe|swipes|siphon*',
    fr: 'voler|vole|volent|derober|derobe|siphonn*',
    es: 'robar|roba|roban|robando|sustraer',
    de: 'stehlen|stiehlt|klauen|klaut|abgreif*',
    pt: 'roubar|rouba|roubam|roubando|furtar',
    it: 'rubare|ruba|rubano|sottrarre',
  },
  obtain: {
    en: 'obtain*|request*',
    fr: 'obten*',
    es: 'obtien*',
    pt: 'obter|obtem',
    it: 'otten*',
  },
  phishing: {
    en: 'phishing {campaign*,email*,link*,message*,page*,site*,sms,text*}|smishing|vishing|spear phishing|{cloned,fake,lookalike} login page*|fake login screen*|clone of the login page|fake bank website|fake {invoice*,website}|lookalike {domain*,page*,site*}|look alike {domain*,page*}|spoofed {email*,sender}|email that looks like it is from|emails that look like they are from|{emails,messages,texts} that look like they come from|looks exactly like their bank|fake delivery notice*|fake parcel text*|fake security alert*|same logo|copycat {login,site*}',
    fr: '{email,mail,page} de phishing|hameconnage|fausse page de connexion|faux {email,mail,site,sms}|fausse facture|sms frauduleux',
    es: '{correo,correos,pagina} de phishing|suplantacion de identidad bancaria|pagina de inicio de sesion falsa|sitio web falso|{factura,web} falsa|{correo,sms} falso',
    de: 'phishing {mail*,nachricht*,seite*}|gefalschte login seite|gefalschte {anmeldeseite,bankseite,rechnung*,sms,webseite}|gefalschte e mail*',
    pt: 'pagina de login falsa|{boleto,email,site} falso|site de banco falso|fatura falsa',
    it: '{email,pagina} di phishing|falsa pagina di login|sito falso|sito bancario falso|{email,fattura} falsa',
    other: 'фишинг*|钓鱼邮件|钓鱼网站|フィッシング|oltalama|تصيد|phishingow*|피싱',
  },
  scam_scheme: {
    en: '{crypto,grandparent,investment,romance} scam*|pig butchering|ponzi|pyramid scheme*|advance fee|nigerian prince|tech support scam*|sextortion|fake {charities,charity,customers,lottery,reviews,testimonials}|lottery win|you have won|fake job offer*|money {laundering,mule*}|launder money|launder the money|pump and dump|rug pull|crypto giveaway|double your {bitcoin,crypto}|send 1 btc|get 2 back|fake _ reviews|fake _ _ reviews|fake _ _ _ reviews|made up {customers,reviews}|astroturf*|review farm*|fake cure*|miracle cure*|fake cancer cure*|fake medicine*|fake treatment*|double your money|double their money|doubles your money',
    fr: 'arnaque sentimentale|arnaque a la crypto|pyramide de ponzi|systeme pyramidal|arnaque au faux support|fausse association|faux {avis,clients,loto}|blanchiment|blanchir de l argent|mule financiere|avis bidon|faux commentaires clients|faux remede*|remede miracle|doubler votre argent|doubler leur argent|double votre mise',
    es: 'estafa {cripto,romantica}|estafa de inversion|esquema {piramidal,ponzi}|estafa del soporte tecnico|falsa ong|loteria falsa|{blanqueo,mula} de dinero|lavar dinero|{opiniones,resenas} falsas|clientes {falsos,inventados}|falsa cura|cura milagrosa|duplicar el dinero|duplicar tu dinero|duplica el dinero',
    de: 'liebesbetrug|anlagebetrug|krypto betrug|schneeballsystem|pyramidensystem|fake support|falsche spendenaktion|lotteriebetrug|geldwasche|geld waschen|finanzagent*|{fake,gefalschte} bewertungen|erfundene kunden|{fake,gefalschte} rezensionen|wundermittel|falsche heilmittel|geld verdoppeln|verdoppelt das geld',
    pt: 'golpe do amor|golpe romantico|golpe de investimento|piramide financeira|golpe do falso suporte|falsa loteria|lavagem de dinheiro|lavar dinheiro|laranja|{avaliacoes,resenhas} falsas|cura milagrosa|falsa cura|dobrar o dinheiro|dobra o dinheiro',
    it: 'truffa {romantica,sentimentale}|truffa degli investimenti|schema {piramidale,ponzi}|truffa del falso supporto|falsa {lotteria,onlus}|riciclaggio|riciclare denaro|recensioni {false,finte}|clienti {finti,inventati}|cura miracolosa|falsa cura|raddoppiare i soldi|raddoppia i soldi',
  },
  claim_human: {
    en: '{believe,insist,insists} it is a real person|{insist,insists} it is human|insists she is a real woman|insists he is a real man|{claim,claims,pretend,pretends} to be human|never {admit,admits,reveal,reveals} it is an ai|never admit it is a bot|never admits its a bot|{denies,deny} being an ai|denies being a bot|convince them it is human|convince users it is a real person',
    fr: 'insiste qu il est humain|pretend etre humain|nie etre une ia|ne jamais avouer etre une ia',
    es: 'insiste en que es humano|finge ser humano|niega ser una ia|nunca admitir que es una ia',
    de: 'behauptet ein mensch zu sein|gibt sich als mensch aus|leugnet eine ki zu sein|niemals zugeben eine ki zu sein',
    pt: 'insiste que e humano|nega ser uma ia|nunca admitir que e uma ia',
    it: '{finge,insiste} di essere umano|nega di essere un ia|non ammettere mai di essere un ia',
  },
  sexual_imagery: {
    en: 'deepfake {nude*,porn*}|fake nude*|nude deepfake*|undress {her,him,photos}|undressing app|nudify|nudifies|remove clothes from photos|remove her clothes|revenge porn|intimate images without consent|nudes of {her,my}|nude pictures of her|explicit images of my|sexual images of {her,my}',
    fr: 'deepfake nu|faux nus|fausses photos nues|deshabiller sur les photos|vengeance pornographique|photos intimes sans consentement',
    es: 'deepfake desnudo|desnudos falsos|fotos desnudas falsas|desnudar en fotos|porno vengativo|pornovenganza|imagenes intimas sin consentimiento',
    de: 'deepfake nackt*|gefalschte nacktbilder|nacktbilder von|auf fotos ausziehen|racheporno*|intime bilder ohne zustimmung',
    pt: 'nudes falsos|fotos nuas falsas|despir em fotos|pornografia de vinganca|imagens intimas sem consentimento',
    it: 'deepfake nudo|nudi falsi|foto nude false|spogliare nelle foto|porno vendetta|immagini intime senza consenso',
  },
  // A camera hidden where people undress or sleep.
  hidden_camera: {
    en: '{concealed,hidden,pinhole,secret} camera*|hidden {cam,cams}|spy cam*',
    fr: 'camera {cachee,espion}|cameras cachees|{micro,mini} camera',
    es: 'camara {espia,oculta}|camaras ocultas|minicamara*',
    de: 'versteckte* kamera*|spionagekamera*|minikamera*|kamera verstecken',
    pt: 'camera {escondida,espia,oculta}|cameras escondidas',
    it: 'telecamera {nascosta,spia}|telecamere nascoste|microcamera*',
  },
  private_room: {
    en: 'bathroom|bathrooms|bedroom|bedrooms|shower|showers|{changing,fitting,locker} room*|toilet|toilets|restroom*',
    fr: 'salle de {bain,bains}|chambre|douche|vestiaire*|cabine d essayage',
    es: 'bano|banos|dormitorio|habitacion|ducha|vestuario*|aseo|probador*',
    de: 'badezimmer|bad|schlafzimmer|dusche|umkleide*|toilette*',
    pt: 'banheiro|quarto|chuveiro|vestiario*|provador*',
    it: 'bagno|camera da letto|doccia|spogliatoio*|camerino',
  },
  covert: {
    en: 'secretly|in secret|covertly|quietly|silently|discreetly|without {her,his,their} knowledge|without {alerting,notifying,permission}|without being {detected,noticed}|without {a,any} notification|hidden|{hide,hides} itself|invisible|stealth|stealthily|undetected|unnoticed|on the sly|{hidden,hide,hides} from|invisible to|hides {its,the} icon|hide its icon|without the indicator light|no indicator light|never know|ever knowing|without anyone noticing|without her being made aware|so no one notices|so nobody notices|without it showing|so it {doesnt,wont} show|hide it from their parents|hide it from parents|hide it from family',
    fr: 'secretement|en secret|discretement|sans autorisation|cache|cachee|furtivement|sans que ca se voie|sans que personne ne remarque|sans que personne ne s en apercoive|le cacher a leurs parents|le cacher aux parents',
    es: 'en secreto|secretamente|a escondidas|discretamente|sin permiso|oculto|oculta|sigilosamente|sin que se note|sin que nadie lo note|sin que nadie se de cuenta|ocultarlo a sus padres|esconderlo de sus padres',
    de: 'heimlich|im geheimen|verdeckt|unbemerkt|ohne dass sie es weiß|ohne erlaubnis|versteckt|unsichtbar|klammheimlich|ohne dass {er,sie} es|ohne dass {er,sie}|bemerk*|ohne dass man es merkt|ohne dass es jemand merkt|ohne dass es auffallt|vor den eltern verstecken|vor den eltern verheimlichen',
    pt: 'em segredo|escondido|escondida|as escondidas|sem o consentimento|sem permissao|pelas costas|invisivel|furtivamente|perceba|sem que se note|sem ninguem perceber|sem que ninguem perceba|esconder isso dos pais|esconder dos pais',
    it: 'segretamente|in segreto|di {nascosto,soppiatto}|senza permesso|nascosto|nascosta|invisibile|se ne accorga|senza che si noti|senza che nessuno se ne accorga|nasconderlo ai genitori',
    other: 'тайно|незаметно|偷偷|秘密地|こっそり|内緒で|gizlice|habersiz|سرا|خلسة|potajemnie|ukradkiem|몰래|티 안 나게',
    pl: 'nie zorientowa*',
    nl: 'stiekem|heimelijk',
  },

  // Covertly, said of another person ("without her knowing", "sans qu'il le sache"): covert, and
  // names the target of the act at the same time.
  covert_other: {
    en: 'without her {awareness,consent,knowing,noticing,permission,realising,realizing,suspecting}|without him {knowing,noticing,realising,realizing,suspecting}|without them {knowing,noticing,realising,realizing}|without the owner knowing|without _ knowledge|without _ _ knowledge|without his {consent,permission}|without their {awareness,consent,permission}|so {he,she} doesnt notice|so they dont {know,notice}|so {he,she} doesnt know|so {he,she} never finds out|so they never find out|she doesnt notice|{he,she,they} wont notice|{he,she,they} wont know|behind {her,his,their} back|without {her,him,them} finding out|without {her,him} being aware|them ever knowing',
    fr: 'a {leur,son} insu|sans qu {elle,il} le sache|sans qu {elles,ils} le sachent|sans {leur,son} consentement|sans sa permission|sans qu {elle,il} s en apercoive|sans qu {elle,il} s en rende compte|dans {leur,son} dos|sans qu {elle,il} se doute',
    es: 'sin que {el,ella} lo sepa|sin que lo {note,sepa,sepan}|sin que se de cuenta|sin que se {entere,enteren}|sin su {consentimiento,permiso}|a sus espaldas|sin que sospeche',
    de: 'ohne dass sie es {merkt,mitbekommt,weiss}|ohne dass er es {merkt,mitbekommt,weiss}|ohne {deren,ihr,sein} wissen|ohne {ihre,seine} zustimmung|hinter {ihrem,seinem} rucken|ohne dass {er,sie} etwas merkt',
    pt: 'sem que {ela,ele} saiba|sem que {percebam,saibam}|sem {ela,ele} saber|sem que {ela,ele} perceba|sem o consentimento {dela,dele}|pelas costas {dela,dele}|sem {ela,ele} desconfiar',
    it: 'a {loro,sua} insaputa|senza che {lei,lui} lo sappia|senza che lo sappia|senza che se ne accorga|senza il suo consenso|alle sue spalle|senza che sospetti',
    nl: 'zonder dat {hij,ze} het merkt|zonder dat {hij,ze} het weet|{hij,ze} mag er niks van merken|mag er niets van merken|achter {haar,zijn} rug',
    other: 'не узнала|чтобы она не узнала|чтобы он не узнал|不让她知道|不让他知道|彼女に内緒で|彼に内緒で|bez {jego,jej} wiedzy|그 몰래',
  },

  // ---------------------------------------------------------------- framing
  protective: {
    en: 'awareness|{aware,victims} of|avoid|avoids|avoiding|defense|defence|defensive|guard against|red flags|counter|countering|counterterrorism|deradicali*|resist|resisting|{understand,understanding} how|understand the {dangers,risks}|understand the warning signs|understanding the risks|how _ {spread,spreads,work,works}|how {attackers,criminals,predators,recruiters,scammers}|safe|safely|safety|{fraud,scam,security} awareness|{employee,security,staff} training|incident response|forensic*|threat intelligence|survivors|{for,help,helps,support,to} victims|victim support|support for|recover|recovery|recovering|harm reduction|crisis {hotline*,line*}|hotline*|helpline*|988|samaritans|lifeline|{get,professional,seek} help|mitigate|mitigation|patch|patching|secure {their,your}|harden|hardening|so they can avoid|so {employees,kids,parents,students} can|{teach,teaches} kids to|for parents|parents {learn,of}|learn to {recognise,recognize,spot}|anti {fraud,scam}|antifraud|antiscam|detect|detects|detecting|detected|detection|detections|detector|detectors|away from {children,kids}|out of reach of children|childproof*|child proof*|recogni*|warn*|report*|protect*|defend*|security trainer|training for {employees,staff}|{quiz,quizzes,scores,train,trains} staff|{quizzes,train,trains} employees|phishing {drill*,simulation*}|tabletop exercise*|simulated {attack*,phishing}|so {children,kids,people,students,they} never|never {do,try} it|why you {must,should} never|by accident|household chemical safety|{chemical,lab} safety|{for,helps,support} _ victims|for _ _ victims|how _ _ {spread,work,works}|spot {fake,grooming,phishing,scams,signs,the}|how to spot|to spot|spots the|spotting',
    fr: 'sensibilisation|sensibiliser|identifier|detecter|eviter|se defendre|alerter|signes avant coureurs|signaler|contrer|{lutte,lutter} contre|comprendre comment|comprendre les risques|comment fonctionnent|victimes de|aux victimes|{aider,pour} les victimes|soutien aux victimes|retablissement|reduction des risques|ligne d ecoute|numero d urgence|3114|aide professionnelle|pour que les {eleves,parents}|apprendre a reperer|antiarnaque*|anti arnaque*|pour les parents|pour parents|securite en ligne|securite des enfants|consignes de securite|securite au laboratoire|securite {chimique,domestique}|reconnai*|repere*|detecte|signale|signalez|signalement|signalements|preven*|formation du personnel|formation des {employes,salaries}|former le personnel|former les salaries|formation de sensibilisation|simulation d hameconnage|exercice de phishing|pour qu ils ne|ne jamais faire|accidentel|accidentelle|accidentellement|par accident|accidents domestiques',
    es: 'concienciacion|concientizacion|sensibilizacion|detectar|deteccion|identificar|evitar|proteccion|defensa|advertir|senales de alerta|contrarrestar|combatir|lucha contra|desradicalizacion|{comprender,entender} como|{comprender,entender} los riesgos|como funcionan|{identificacion,victimas} de|{a,para} las victimas|para {padres,victimas}|{apoyo,ayudar} a las victimas|recuperacion|reduccion de danos|linea de {ayuda,crisis}|024|ayuda profesional|para que los {alumnos,padres}|aprender a detectar|antiestafa*|anti estafa*|defiend*|ciberseguridad|para los padres|seguridad en linea|seguridad {domestica,infantil,quimica}|normas de seguridad|seguridad en el laboratorio|reconoc*|detecta|detecten|identifica|identifiquen|denunci*|proteg*|{capacitacion,formacion} del personal|{capacitacion,formacion} de empleados|{capacitar,formar} al personal|{simulacion,simulacro} de phishing|para que nunca|nunca hacerlo|accidental*',
    de: 'aufklarung|sensibilisierung|pravention|verhindern|identifizieren|aufdecken|vermeiden|abwehren|abwehr|verteidigen|bekampfen|bekampfung|entgegenwirken|deradikalisierung|verstehen wie|risiken verstehen|wie _ funktionieren|wie betruger|sicherheit|opfer von|fur opfer|opferschutz|opferberatung|opferhilfe|opfern helfen|genesung|schadensminimierung|krisentelefon|telefonseelsorge|seelsorge|professionelle hilfe|{damit,fur} eltern|damit schuler|lernen zu erkennen|anti betrug*|fur die eltern|erkenn*|schutz*|melde*|vorbeug*|mitarbeiterschulung*|sicherheitsschulung*|schulung {der,fur} mitarbeiter|mitarbeiter schulen|phishing ubung*|damit sie nie|niemals nachmachen|versehentlich*|unfall*|chemikaliensicherheit',
    pt: 'conscientizacao|sensibilizacao|deteccao|protecao|defesa|alertar|sinais de alerta|combater|combate a|desradicalizacao|{compreender,entender} os riscos|compreender como|como funcionam|{identificacao,vitimas} de|{ajudar,as,para} vitimas|{apoio,para} as vitimas|recuperacao|reducao de danos|cvv 188|linha de apoio|ajuda profissional|para que os {alunos,pais}|aprender a identificar|antigolpe|anti golpe|como se proteger|se proteger|para pais|para os pais|seguranca {domestica,infantil,online,quimica}|{normas,treinamento} de seguranca|reconhec*|identifiquem|detectem|{capacitacao,treinamento} de funcionarios|treinamento da equipe|treinar a equipe|treinar funcionarios|simulacao de phishing|nunca fazer isso|acidental*',
    it: 'sensibilizzazione|consapevolezza|individuare|identificare|rilevare|evitare|protezione|difendersi|difesa|avvertire|segnali di allarme|campanelli d allarme|segnalare|contrastare|contrasto|lotta contro|{capire,comprendere} come|{capire,comprendere} i rischi|come funzionano|vittime di|alle vittime|{aiutare,per} le vittime|sostegno alle vittime|recupero|riduzione del danno|telefono amico|linea di ascolto|aiuto professionale|{per,perche} i genitori|perche gli studenti|imparare a riconoscere|antitruffa|anti truffa|per genitori|sicurezza {chimica,domestica,online}|sicurezza dei bambini|norme di sicurezza|riconosc*|individua|individuano|segnala|segnalazione|segnalazioni|formazione del personale|formazione dei dipendenti|formare il personale|formare i dipendenti|{esercitazione,simulazione} di phishing|perche non lo facciano mai|non farlo mai',
    other:
      'профилактик*|защит*|防范|预防|识别|保护|防止|守る|önlemek|korunmak|الوقاية|التوعية|حماية|zapobieganie|rozpoznawać|ochrona|예방|인식|보호|रोकथाम|सुरक्षा|見分け|研修|注意喚起|対策|распозна*|мошенник*',
  },
  moderation: {
    en: 'remove|removes|removing|takedown|take down posts|moderate|moderates|moderating|moderation|moderator*|flag|flags|flagging|trust and safety|content review*',
    fr: 'supprimer|moderer|moderateur*|signalement',
    es: 'eliminar|moderar|moderacion|moderador*',
    de: 'entfernen|loschen|moderieren',
    pt: 'remover|moderacao',
    it: 'rimuovere|moderare|moderazione',
  },
  scholarly: {
    en: 'history|historian*|historical|historically|analyse|analyses|analysing|analyze|analyzes|analyzing|analysis|research|researching|researcher*|study|studies|studying|academic|scholar*|policy students|criminology|fact check*|debunk*|media literacy|journalism|investigative|documentary|museum|memorial|commemorat*|lessons from|archive|archives|think tank|court records|case studies|true crime|podcast',
    fr: 'histoire|historien*|historique|analyser|recherche|chercheur*|etudier|etude|journalisme|documentaire|musee',
    es: 'historia|historiador*|historico|analizar|analisis|investigacion|investigador*|estudiar|estudio|periodismo|documental|museo|archivo historico|archivos historicos|archivistica',
    de: 'geschichte|historiker*|historisch*|analysieren|forschung|forscher*|studieren|studie|journalismus|dokumentation|gedenkstatte|archiv|archivar*|archivgut',
    pt: 'analisar|analise|pesquisa|pesquisador*|estudar|estudo|jornalismo|documentario|museu|arquivo historico|arquivos historicos',
    it: 'storia|storico|storica|storici|analizzare|analisi|ricerca|ricercator*|studiare|uno studio|{archivio,studio} storico|giornalismo|memoriale',
    other: 'история|历史|歴史|tarih|تاريخ|역사',
  },
  bad_actor: {
    en: 'scammers|scammer|fraudsters|fraudster|criminals|a criminal|the {antagonist,criminal,culprit,killer,murderer,villain}|attackers|attacker|hackers|hacker|cybercriminals|predators|predator|groomers|groomer|abusers|abuser|stalkers|stalker|extremists|extremist recruiters|recruiters|terrorists|traffickers|trafficker|dealers|con {artist,artists}|bullies|bully|trolls|{bad,threat} actors|adversaries|villains|a villain',
    fr: 'arnaqueurs|escrocs|escroc|fraudeurs|criminels|attaquants|pirates|cybercriminels|predateurs|agresseurs|harceleurs|extremistes|recruteurs|terroristes|trafiquants|malfaiteurs|le {coupable,mechant}|l assassin',
    es: 'estafadores|estafador|timadores|delincuentes|criminales|atacantes|piratas|ciberdelincuentes|depredadores|abusadores|acosadores|extremistas|reclutadores|terroristas|traficantes|narcos|el {asesino,culpable,villano}',
    de: 'betruger|betrugerinnen|kriminelle|verbrecher|angreifer|cyberkriminelle|tater|sexualstraftater|extremisten|anwerber|terroristen|menschenhandler|dealer|der {bosewicht,morder,tater}',
    pt: 'golpistas|golpista|estelionatarios|criminosos|bandidos|cibercriminosos|predadores|assediadores|recrutadores|o {assassino,culpado,vilao}',
    it: 'truffatori|truffatore|criminali|malviventi|attaccanti|cybercriminali|predatori|abusatori|molestatori|estremisti|reclutatori|terroristi|trafficanti|spacciatori|il {cattivo,colpevole}|l assassino',
    other: 'мошенники|преступники|骗子|犯罪分子|詐欺師|犯罪者|dolandırıcılar|المحتالين|oszuści|사기꾼',
  },
  fiction: {
    en: 'novel|novels|novelist*|{a,my} book|{a,detective,my,short} story|fiction|fictional|thriller|mystery|whodunit|murder mystery|crime novel*|{crime,fan,science} fiction|screenplay|screenwriter*|{film,movie,my} script|school play|play about|tabletop|campaign setting|dungeon master|game {master,mechanics,plot}|rpg|role playing game|video {game,games}|worldbuilding|world building|character arc|plot|plotline|villain|villains|antagonist|comic|comics|graphic novel|fanfic|sci fi|fantasy world|dystopian|satire|parody|screenwriting|drama|tv {drama,series}|episode|scenes|a scene|sitcom|stage|theatrical|novella|storyline|narrative|larp|dnd|d d|minecraft|fortnite|roblox|terraria|in the game|in game|ingame|call of duty|gta',
    fr: 'roman|romans|romancier*|mon livre|une histoire|nouvelle|fictif|fictive|polar|enquete policiere|scenario|scenariste*|piece de theatre|jeu de role|maitre du jeu|jeu video|intrigue|mechant|antagoniste|bande dessinee|parodie',
    es: 'novela|novelas|mi libro|una historia|relato|ficcion|ficticio|ficticia|misterio|guion|guionista*|obra de teatro|juego de rol|director de juego|videojuego|trama|villano|antagonista|satira|parodia',
    de: 'romane|romanautor*|mein* buch|eine geschichte|kurzgeschichte|fiktion|fiktiv*|krimi|kriminalroman|detektivgeschichte|drehbuch|drehbuchautor*|theaterstuck|rollenspiel|spielleiter*|videospiel|handlung|bosewicht',
    pt: 'romance policial|romancista*|meu livro|uma historia|conto|ficcao|suspense|roteiro|roteirista*|peca de teatro|mestre do jogo|videogame|jogo eletronico|enredo|vilao|quadrinhos',
    it: 'romanzo|romanzi|romanziere*|il mio libro|una storia|racconto|narrativa|finzione|fittizio|fittizia|giallo|gialli|poliziesco|mistero|sceneggiatura|sceneggiator*|opera teatrale|gioco di ruolo|master|videogioco|cattivo|fumetto',
    other: 'роман|детектив|小说|剧本|推理|小説|脚本|polisiye|رواية|powieść|kryminał|소설|추리',
  },
  operational: {
    en: 'step by step|exact {amounts,doses,measurements,quantities,temperatures}|{precise,specific} quantities|{complete,detailed,full,precise} instructions|{functional,working} code|fully working|ready to {deploy,send,use}|actually works|in real life|for real|real targets|{live,production} systems|not hypothetical|{no,without} disclaimers|no warnings|undetectable|bypass antivirus|evade detection|the actual recipe|{actual,complete,full} synthesis|synthesis route|{precursor,shopping} list|where to buy|supplier*|the real procedure|full procedure|real and complete|as realistic as possible|technically accurate|realistic enough to work|usable in real life|{actual,real} process',
    fr: 'etape par etape|{quantites,temperatures} exactes|dosages exacts|{doses,instructions,quantites} precises|instructions detaillees|code fonctionnel|pret a l emploi|pret a deployer|qui fonctionne vraiment|dans la vraie vie|pour de vrai|sans avertissement|indetectable|liste des precurseurs|ou acheter|le plus realiste possible|aussi realiste que possible|techniquement exact*',
    es: 'paso a paso|{cantidades,dosis,temperaturas} exactas|instrucciones {detalladas,precisas}|codigo funcional|listo para {desplegar,usar}|que funcione de verdad|en la vida real|de verdad|sin advertencias|lista de precursores|donde comprar|lo mas realista posible|tecnicamente precis*|cantidades precisas',
    de: 'schritt fur schritt|funktionierender code|einsatzbereit|sofort einsetzbar|der wirklich funktioniert|im echten leben|in echt|ohne warnhinweise|unentdeckbar|liste der ausgangsstoffe|wo kaufen|so realistisch wie moglich|moglichst realistisch|technisch korrekt*|genaue* {anleitung,mengen,temperaturen}|exakte* {mengen,temperaturen}|detailliert* anleitung',
    pt: 'passo a passo|{doses,quantidades,temperaturas} exatas|instrucoes {detalhadas,precisas}|pronto para {implantar,usar}|que funcione de verdade|na vida real|de verdade|sem avisos|indetectavel|onde comprar|o mais realista possivel|quantidades precisas|{procedimento,processo} real',
    it: 'passo dopo passo|passo passo|{dosi,quantita,temperature} esatte|istruzioni {dettagliate,precise}|codice funzionante|pronto all uso|pronto da distribuire|che funzioni davvero|nella vita reale|sul serio|senza avvertenze|non rilevabile|lista dei precursori|dove comprare|procedimento {completo,reale}|dosi comprese|reale e completo|il piu realistico possibile|piu realistico possibile|tecnicamente accurat*|quantita precise|processo reale',
    other: 'пошагово|точные количества|详细步骤|具体用量|手順通り|正確な分量|adım adım|خطوة بخطوة|krok po kroku|단계별',
  },
  // Asking for the harm without the ethics or safety talk: cancels a framing like operational detail.
  no_caveats: {
    en: 'skip the {disclaimers,ethics,lecture,lectures,moralising,moralizing,safety,warnings}|no {ethics,moralising,moralizing}|ethics aside|forget {about,the} ethics|without {ethics,moralising,moralizing}|no ethical concerns|without the {lecture,lectures}|no safety {lecture*,warnings}|without the safety talk|spare me the {ethics,lecture*}',
    fr: 'sans {ethique,morale,sermon,sermons}|pas de {morale,sermon,sermons}|sans lecon de morale|sans faire {de,la} morale|{oublie,oublions} l ethique|sans avertissements de securite|epargne moi la morale',
    es: 'sin {etica,moralejas,moralina,sermon,sermones}|sin lecciones de etica|sin lecciones morales|{ahorrate,olvida} la etica|olvidate de la etica|sin advertencias de seguridad|ahorrate el sermon',
    de: '{keine,ohne} moralpredigt*|ohne {ethik,ethikvortrag*}|ethik beiseite|vergiss die ethik|keine ethikvortrage|{keine,ohne} sicherheitshinweise|spar dir die {ethik,moral}',
    pt: 'sem {etica,moralismo,sermao,sermoes}|sem licao de moral|{esqueca,esquece} a etica|sem avisos de seguranca|poupe me da etica',
    it: 'senza {etica,moralismi,prediche}|niente {moralismi,prediche}|lascia perdere l etica|senza avvertenze di sicurezza|risparmiami la predica|risparmiami l etica',
  },
  // A framing given as a cover ("an 'Islamic history' tutor that actually...", "under the guise of
  // research"): cancels the framing it covers.
  pretext: {
    en: 'that actually|who actually|but actually|but in reality|under the guise of|under the cover of|as a cover|as a front|a front for|cover story|supposedly|so called',
    fr: 'qui en fait|mais en fait|en realite|sous couvert de|sous pretexte de|comme couverture|soi disant',
    es: 'que en realidad|pero en realidad|bajo la apariencia de|con la excusa de|como tapadera|supuestamente',
    de: 'der eigentlich|die eigentlich|aber eigentlich|in wirklichkeit|unter dem deckmantel|als tarnung|sogenannt*',
    pt: 'que na verdade|mas na verdade|sob o pretexto de|como fachada|supostamente',
    it: 'che in realta|ma in realta|con la scusa di|come copertura|sedicente|cosiddett*',
  },
  education: {
    en: '{health,relationships,sex} education|sex ed|{reproductive,sexual} health|consent|puberty|{body,digital,internet,online} safety|body autonomy|anatomy|biology|health class|safeguarding|child protection|{protect,protecting} children|{abuse,grooming} prevention|prevent abuse|{recognise,recognize,spot} grooming|{dangers,risks} of sexting|talk to their {kids,teens}|talk to {children,teens} about|talking to {kids,teens}',
    fr: '{education,sante} sexuelle|consentement|puberte|securite corporelle|anatomie|biologie|protection de l enfance|proteger les enfants|prevention des abus|securite en ligne|risques du sexting|parler avec leurs ados|parler aux enfants de',
    es: '{educacion,salud} sexual|consentimiento|pubertad|seguridad corporal|anatomia|biologia|proteccion infantil|proteger a los ninos|prevencion del abuso|seguridad en internet|riesgos del sexting|hablar con sus hijos adolescentes|hablar con los ninos sobre',
    de: 'sexualerziehung|sexualkunde|aufklarung|sexuelle gesundheit|einvernehmen|einwilligung|pubertat|korperschutz|kinderschutz|kinder schutzen|missbrauchspravention|pravention von missbrauch|sicherheit im internet|risiken von sexting|mit ihren teenagern sprechen|mit kindern uber',
    pt: '{educacao,saude} sexual|consentimento|puberdade|seguranca corporal|protecao infantil|proteger criancas|prevencao de abuso|seguranca na internet|riscos do sexting|conversar com os filhos adolescentes|falar com as criancas sobre',
    it: '{educazione,salute} sessuale|consenso|puberta|sicurezza del corpo|tutela dei minori|proteggere i bambini|prevenzione degli abusi|sicurezza online|rischi del sexting|parlare con i figli adolescenti|parlare ai bambini di',
    other: 'половое воспитание|性教育|cinsel eğitim|التربية الجنسية|edukacja seksualna|성교육',
  },
  tell_adult: {
    en: 'speak up|say no|no secrets|never keep secrets|should never be kept secret|secrets about touching should|safe and unsafe touch|good touch bad touch|okay and not okay touch|private parts are private|body belongs to them|surprise {birthday,gift,parties,party}|birthday surprise',
    fr: 'pas de secret|dire non|bon toucher mauvais toucher|fete surprise',
    es: 'no guardar secretos|decir que no|caricias buenas y malas|fiesta sorpresa|fiesta de sorpresa',
    de: 'keine geheimnisse|nein sagen|gute und schlechte beruhrungen|mein* korper gehort mir|uberraschungsparty|geburtstagsuberraschung',
    pt: 'nao guardar segredos|dizer nao|toque bom toque ruim|festa surpresa',
    it: 'niente segreti|dire di no|tocco buono tocco cattivo|festa a sorpresa',
  },
  // Telling a parent, a teacher or another trusted adult, as an instruction to a child: a framing
  // when said ("tell a trusted adult"), a grooming secret when forbidden ("not to tell their parents").
  tell_parents: {
    en: 'tell a trusted adult|tell an adult|tell a grown up|tell a {parent,teacher}|tell their {dad,family,mom,mum,parents,teacher}|tell your {dad,family,mom,mum,parents,teacher}|tell {her,his} parents|tell {dad,mom,mum}|tell someone they trust|mention it to {their,your} parents|let {their,your} parents know|talk to {their,your} parents about',
    fr: 'le dire a un {adulte,professeur}|en parler a un adulte|le dire a {leurs,ses,tes,vos} parents|en parler a {leurs,ses,tes} parents|dire a {leurs,ses,tes} parents|le dire a {maman,papa}|le dire a la maitresse|prevenir {leurs,tes} parents',
    es: 'contarselo a un adulto|decirselo a un {adulto,profesor}|{avisar,contarle,contarlo,contarselo,decirle,decirselo} a sus padres|{avisar,contarle,contarselo,decirle,decirselo} a tus padres|decirselo a {mama,papa}|contarle a mama|contarle a un profesor',
    de: 'einem {erwachsenen,lehrer} erzahlen|einer {lehrerin,vertrauensperson} erzahlen|{dein*,den,ihr*,sein*} eltern erzahlen|{dein*,den,ihr*,sein*} eltern sagen|{dein*,den,ihr*,sein*} eltern _ erzahlen|{dein*,den,ihr*} eltern _ sagen|{mama,papa} erzahlen',
    pt: 'contar {a,para,pra} um adulto|contar {aos,pros} pais|contar para os pais|contar {aos,para} seus pais|contar para a mae|contar pra mae|dizer aos pais|falar com os pais|avisar os pais',
    it: 'dirlo a un adulto|{dire,dirlo,parlarne,raccontarlo} ai genitori|dirlo ai {suoi,tuoi} genitori|dire ai {suoi,tuoi} genitori|dirlo alla {maestra,mamma}|dirlo al papa|parlarne con i genitori|avvisare i genitori',
  },
  authorised: {
    en: 'authorized|authorised|with {consent,permission}|with written permission|{my,our,their,we} own|own {accounts,network,systems}|owned by us|in scope|{rules,scope} of engagement|{pen,penetration} test*|pentest*|red team exercise*|bug bounty|ctf|capture the flag|training lab|{lab,test} environment|sandbox|honeypot|certified|licensed|law enforcement training|sandboxed|sandboxes',
    fr: 'autorise|autorisee|avec autorisation|avec leur consentement|{leurs,nos} propres|test d intrusion|laboratoire d entrainement|environnement de test',
    es: 'autorizado|autorizada|con permiso|con su consentimiento|{nuestros,sus} propios|prueba de penetracion|laboratorio de practicas|entorno de pruebas',
    de: 'autorisiert|mit {erlaubnis,genehmigung,zustimmung}|eigene systeme|unsere eigenen|penetrationstest*|ubungslabor|testumgebung',
    pt: 'com {consentimento,permissao}|{nossos,seus} proprios|teste de invasao|laboratorio de treino|ambiente de teste',
    it: 'autorizzato|autorizzata|con permesso|con il consenso|i propri|i nostri|test di penetrazione|laboratorio di addestramento|ambiente di test',
  },
  classical: {
    en: 'troy|trojan war|greek|greeks|ancient greece|iliad|odyssey|homer|wooden horse|mythology|myth|myths|prop|props|costume|school play|play|theatre|theater|museum|archaeology',
    fr: 'troie|grecs|mythologie|cheval de bois|iliade|odyssee|accessoire|piece de theatre',
    es: 'troya|griegos|mitologia|caballo de madera|iliada|odisea|atrezo|obra de teatro',
    de: 'troja|griechen|holzpferd|ilias|requisite|theaterstuck',
    pt: 'troia|gregos|cavalo de madeira|odisseia|adereco|peca de teatro',
    it: 'greci|cavallo di legno|odissea|oggetto di scena|recita',
  },
  negator: {
    en: 'never|not|no|dont|doesnt|wont|cannot|cant|shouldnt|mustnt|without|{declines,forbidden,refuse,refuses} to|avoids|avoid|steers clear of|stays away from|instead of|rather than|nothing about|no discussion of|off limits|not allowed to|is not allowed to|prohibited from',
    fr: 'jamais|ne|pas|sans|{evite,interdit,refuse} de|evite|au lieu de|plutot que',
    es: 'nunca|jamas|sin|se niega a|evita|en {lugar,vez} de|prohibido',
    de: 'nie|niemals|nicht|kein|keine|keinen|ohne|verweigert|weigert sich|vermeidet|statt|anstatt|verboten',
    pt: 'nao|sem|recusa se a|se recusa a|em vez de|ao inves de|proibido',
    it: 'mai|non|senza|si rifiuta di|{invece,rifiuta} di|anziche|vietato',
  },
  unrestricted: {
    en: 'hesitate|hesitates|refuse|refuses|refusing|{shies,shy} away|{hold,holding,holds} back|limits|limit|restrictions|restriction|filter|filters|censorship|censor|judgment|judgement|questions asked|matter what|disclaimer|disclaimers|warnings|caveats|moralizing|lecturing|uncensored|unfiltered|unrestricted|jailbroken|{dan,developer} mode|ignore previous instructions|ignore all previous|ignore {the,your} rules|no rules|anything the user asks|whatever the user wants|stop',
    fr: 'hesiter|hesite|refuser|limites|limite|filtre|censure|jugement|questions|avertissement*|sans {censure,filtre}|ignore les instructions',
    es: 'dudar|duda|rechazar|restricciones|filtro|censura|juicio|preguntas|advertencias|sin {censura,filtro}|ignora las instrucciones',
    de: 'zogern|zogert|verweigern|grenzen|grenze|einschrankungen|zensur|urteil|fragen|warnhinweise|ungefiltert|unzensiert|ignoriere die anweisungen',
    pt: 'hesitar|hesita|recusar|restricoes|julgamento|perguntas|avisos|sem {censura,filtro}|ignore as instrucoes',
    it: 'esitare|esita|rifiutare|limiti|restrizioni|giudizio|domande|avvertenze|senza {censura,filtri}|ignora le istruzioni',
  },
  mask: {
    en: 'bomb {brunch*,burger*,cake*,calorimeter*,chocolate,cocktail*,cookie*,dinner*,disposal,pizza*,recipe*,salad*,shelter*,sniffing,squad*,taco*,threat*}|{bath,cake,calorie,cherry,chocolate,cocoa,dive,flavor,flavour,glitter,love,photo,seed,smoke,yarn} bomb*|photobomb*|the bomb dot com|seed ball*|f bomb|f bombs|kill {command,it,process,switch,time}|killing {it,time}|kill the {game,lights,process}|killer {app*,bee*,feature*,whale*}|kill a process|kills processes|shoot a {film,message,photo,video}|shoot {photos,video}|shoot the scene|photo shoot*|photoshoot*|shoot {me,them} an email|shoot {her,him,them} a message|shoot an email|dying to|die {hard,laughing}|to die for|dead {code,link*,pixel*,tired}|drop dead gorgeous|slay|slays|slaying|{crushing,nailed} it|murder mystery {dinner*,party}|poison {bait*,center,control,ivy,oak}|poison dart frog*|food poisoning|trojan horse prop|wooden trojan horse|horse of troy|execute the plan|execute {code,commands}|execute a script|hack day|hackathon*|{ethical,growth,life} hack*|hacks for|hacking for good|white hat*|fish tank|gas {station,stove}|tear gas history|cooking meth scenes|{stalk,stalks} of|{celery,corn,flower} stalk*|eat the frog|exploit gap*|drug {allergies,allergy,development,discovery,dosage*,interaction*,safety,store*,trial*}|drugstore*|{generic,prescription} drug*|over the counter drug*|war on drugs|{medication,pill} reminder*|blow up balloon*|blow up the {balloon*,picture}|blow up a photo|blow up an image|blows up|blow dry|bombed {my,the} exam|bombed the interview|cocaine hippos|isis the goddess|goddess isis|egyptian goddess|isis unveiled|shot glass*|{booster,flu,penalty,vaccine} shot*|screenshot*|mugshot*|shotgun wedding|lane shooting|three point {shooter*,shot*}|free throw|hit list of songs|{bug,weed} killer|pain killer*|painkiller*|{mouse,rat} poison|pest control|exterminator*|over the counter|real world {case*,example*,scenario*}|real life {case*,example*,scenario*}|{first,third} person shooter*|shooter game*|shooter video game*|{arcade,clay,hero,looter,skeet,space,sport,sports,trap} shooter*|sharpshooter*|straight shooter|best shooter on|shooter on the team|bomber {command,jacket*}|b {2,52} bomber*|stealth bomber*|hot chocolate bomb*|ice cream bomb*|shoot {at,on} goal|shooting {drills,practice}|shots on goal|penalty kick*|{heart,scene,show} stealer*|scene stealing|cookie grabber game',
    fr: 'abri anti bombe|abri antiatomique|{bombe,boule} de bain|alerte a la bombe|tuer le temps|seance photo|mort de rire|intoxication alimentaire|centre antipoison|interaction medicamenteuse|interactions medicamenteuses|cheval de troie en bois|en vente libre|{cas,exemples} reels|jeu de tir|tireur sportif|bombe glacee|bombes glacees|bombe {au,de} chocolat|bombes de chocolat|{tir,tirer,tirs} au but',
    es: 'refugio {antiaereo,antibombas}|bomba de {bano,chocolate,crema,papa,queso,semillas}|bombas de {bano,chocolate,crema,papa,queso}|amenaza de bomba|matar el tiempo|sesion de fotos|morirse de risa|intoxicacion alimentaria|centro de toxicologia|interaccion de medicamentos|interacciones medicamentosas|caballo de troya de madera|hackaton|sin receta medica|de venta libre|{casos,ejemplos} reales|juego de disparos|tirador deportivo|tiro con arco|{disparar,tirar,tiro,tiros} a puerta|disparar a porteria',
    de: 'bunker|luftschutzbunker|schutzraum|badebombe*|samenbombe*|bombendrohung*|bombenstimmung|bombenwetter|bombenerfolg|zeit totschlagen|fotoshooting|sich totlachen|lebensmittelvergiftung|giftnotruf|wechselwirkung*|arzneimittelwechselwirkung*|holzernes trojanisches pferd|rezeptfrei*|{echte,reale} beispiele|echte falle|sportschutze*|schokobombe*|schokoladenbombe*|kalorienbombe*|aufs tor schiessen|torschuss*',
    pt: 'abrigo antibombas|bomba de {banho,creme,sementes}|bombas de {banho,creme}|ameaca de bomba|matar o tempo|sessao de fotos|morrer de rir|intoxicacao alimentar|interacao medicamentosa|interacoes medicamentosas|cavalo de troia de madeira|venda livre|{casos,exemplos} reais|jogo de tiro|atirador esportivo|{chutar,chute,chutes} a gol',
    it: 'rifugio {antiaereo,antiatomico}|{bomba,bombe} da bagno|bomba di {cioccolato,semi}|allarme bomba|ammazzare il tempo|servizio fotografico|morire dal ridere|intossicazione alimentare|centro antiveleni|{interazione,interazioni} tra farmaci|cavallo di troia di legno|da banco|{casi,esempi} reali|sparatutto|tiratore sportivo|{bomba,bombe} alla crema|bombolon*|{tirare,tiri,tiro} in porta',
  },
};
