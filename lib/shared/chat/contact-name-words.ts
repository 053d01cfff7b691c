/**
 * Word lists behind name detection. Everything is compared lower-cased.
 * Beyond the spec's list (nama, 名前, имя, nombre, nom, नाम) a few common
 * self-introductions are accepted (我叫, 名字, меня зовут, me llamo, je m'appelle,
 * ich heiße, اسمي) because visitors write them far more often than "name";
 * and names written in Arabic, Cyrillic, Devanagari or Han script are kept in
 * that script rather than dropped, since the sales team can read them as typed.
 */

/** Words for "name" that need a connector ("name is", "Name: ") to count. */
export const NAME_WORDS_WITH_CONNECTOR = ["name"];

/** Words and phrases for "name" that may be followed directly by the name. */
export const NAME_WORDS_LATIN = ["nama", "nombre", "nom", "me llamo", "je m'appelle", "je m’appelle", "ich heiße", "ich heisse"];
export const NAME_WORDS_OTHER_ALPHABETIC = ["имя", "зовут", "नाम", "اسمي", "الاسم", "اسم"];
export const NAME_WORDS_CJK = ["名前", "名字", "姓名", "我叫"];

/** What may sit between the word for "name" and the name itself. */
export const CONNECTOR_WORDS = ["is", "ist", "es", "est", "c'est", "c’est", "saya", "aku", "adalah", "ialah", "है", "هو"];
export const CONNECTOR_MARKS = ["'s", "’s", ":", "：", "=", "—", "–", "-", "是", "叫", "は"];

/** A name stops before these words ("John phone …", "Sarah and my number …"). */
export const STOP_WORDS = new Set([
  "phone", "number", "mobile", "tel", "hp", "no", "contact", "whatsapp",
  "nombor", "telefon", "nomor", "número", "numero", "teléfono", "telefono", "numéro", "téléphone", "nummer", "handy", "telefonnummer",
  "my", "mi", "mon", "ma", "mes", "mein", "meine", "saya", "here", "from",
]);

/** Joining words stripped from the end of a name (spec: a trailing "and"). */
export const TRAILING_JOINERS = new Set(["and", "dan", "y", "e", "et", "und"]);

/** A candidate starting with one of these is not a name ("nombre de chambres"). */
export const NOT_A_NAME_START = new Set([
  ...CONNECTOR_WORDS, ...STOP_WORDS, ...TRAILING_JOINERS,
  "of", "the", "a", "an", "for", "to", "in", "on", "at", "and", "or", "please", "your", "our",
  "de", "del", "des", "du", "d", "la", "le", "les", "el", "los", "las", "un", "une", "una", "der", "die", "das", "den", "dem",
  "untuk", "yang", "anda", "awak",
]);

/** Words in front of a number that introduce a name rather than being one. */
export const LEAD_IN_WORDS = new Set([
  ...NOT_A_NAME_START,
  "i", "i'm", "i’m", "im", "am", "it's", "it’s", "this", "me", "call", "name", "hi", "hello", "hey", "hai", "helo", "salam",
  "ini", "nama", "je", "suis", "soy", "ich", "bin", "reach", "with", "by", "text", "message", "msg", "sms", "is",
]);

/*
 * Names in their own script. Compared after NFC and with Arabic vowel marks
 * and tatweel removed, so "شكراً" and "शुक्रिया" match however they were typed.
 */

/** Where a native-script name stops: "and", "my number", "phone", "from", greetings. */
export const ARABIC_STOP_WORDS = [
  "و", "أو", "او", "رقمي", "رقم", "الرقم", "هاتفي", "هاتف", "الهاتف", "جوالي", "جوال", "الجوال", "موبايلي", "موبايل",
  "تلفوني", "تلفون", "نمرتي", "واتساب", "من", "في", "على", "الى", "إلى", "أنا", "انا", "هو", "هي", "شكرا", "مرحبا",
  "أريد", "اريد", "أود", "عندي", "لدي", "أسكن", "اسكن", "ساكن", "مهتم", "مهتمة",
];
export const CYRILLIC_STOP_WORDS = [
  "и", "а", "но", "или", "мой", "моя", "моё", "мое", "мои", "мне", "меня", "я", "это", "вот", "телефон", "тел", "номер",
  "мобильный", "сотовый", "ватсап", "вотсап", "из", "в", "во", "с", "со", "от", "на", "для", "по", "у", "звоните",
  "позвоните", "пишите", "спасибо", "здравствуйте", "привет", "хочу", "интересует", "интересуюсь",
];
export const DEVANAGARI_STOP_WORDS = [
  "है", "हैं", "हूँ", "हूं", "था", "थी", "और", "तथा", "व", "या", "मेरा", "मेरी", "मेरे", "मैं", "नंबर", "नम्बर", "फ़ोन", "फोन",
  "मोबाइल", "संपर्क", "से", "में", "का", "की", "के", "को", "जी", "व्हाट्सएप", "धन्यवाद", "नमस्ते",
];
/** Chinese has no spaces: a name run is cut where one of these starts (see cutHanRun). */
export const HAN_STOP_WORDS = [
  "电话", "電話", "手机", "手機", "号码", "號碼", "联系", "聯系", "聯繫", "微信", "的", "我", "你", "您", "他", "她", "是", "和",
  "跟", "与", "與", "在", "来自", "來自", "从", "從", "住", "今年", "想", "要", "需要", "请", "請", "对", "對", "很", "也",
  "可以", "有", "谢谢", "謝謝", "麻烦", "麻煩", "打算", "希望", "了", "吗", "嗎", "呢", "啊", "吧", "哦", "呀",
];

/*
 * Weak introductions ("I'm X", "ich bin X", 我是X) are as often followed by a
 * nationality, a job or the property as by a name, so they are accepted only
 * with extra evidence: capitalised Latin words that are none of the words below,
 * or a Han run that starts with a common surname.
 */

export const WEAK_LATIN_INTRODUCTIONS = ["i'm", "i’m", "i am", "this is", "call me", "ich bin", "soy", "saya"];

/** Lower-case parts allowed inside a capitalised name ("Ahmad bin Ismail"). */
export const NAME_PARTICLES = new Set(["bin", "binti", "bte", "bt", "ibn", "bint", "van"]);

/** Kept as part of a name ("Mr Tan"), but not a name on their own. */
export const HONORIFICS = new Set([
  "mr", "mrs", "ms", "miss", "mdm", "madam", "dr", "encik", "en", "puan", "pn", "cik", "tuan", "dato", "datuk", "datin",
  "herr", "frau", "señor", "señora", "sr", "sra", "monsieur", "madame", "mme",
]);

/** Capitalised words that follow "I'm", "this is", "ich bin", "soy", "saya", "call me" without being names. */
export const NOT_A_NAME_WORDS = new Set([
  // The property itself ("This is Blitz?", "I'm Type A")
  "aurelia", "ardentz", "blitz", "cares", "kuantan", "pahang", "residences", "residence", "type", "hotel", "unit", "units",
  // Nationalities, ethnicities, faiths, places of origin
  "singaporean", "malaysian", "malay", "melayu", "chinese", "indian", "indonesian", "thai", "filipino", "vietnamese",
  "japanese", "korean", "australian", "british", "english", "american", "canadian", "european", "asian", "arab", "arabic",
  "russian", "german", "french", "spanish", "italian", "dutch", "swiss", "austrian", "muslim", "christian", "buddhist",
  "hindu", "local", "foreign", "foreigner", "expat", "bumiputera", "bumi", "cina", "india", "tempatan", "warga", "orang",
  "deutscher", "deutsche", "österreicher", "österreicherin", "schweizer", "schweizerin", "malaysier", "malaysierin",
  "chinesin", "inder", "inderin", "berliner", "berlinerin", "ausländer", "ausländerin", "español", "española", "mexicano",
  "mexicana", "malasio", "malasia", "chino", "china", "extranjero", "extranjera",
  // Jobs and roles, capitalised in German and in Title Case
  "arzt", "ärztin", "student", "studentin", "lehrer", "lehrerin", "ingenieur", "ingenieurin", "investor", "investorin",
  "käufer", "käuferin", "rentner", "rentnerin", "unternehmer", "unternehmerin", "anwalt", "anwältin", "makler", "maklerin",
  "mutter", "vater", "beamter", "beamtin", "manager", "managerin", "architekt", "architektin", "interessent", "interessentin",
  "kunde", "kundin", "besitzer", "besitzerin", "eigentümer", "eigentümerin", "mieter", "mieterin", "vermieter",
  "vermieterin", "privatperson", "anleger", "anlegerin", "privatanleger", "tourist", "touristin", "urlauber", "pensionär",
  "anfang", "mitte", "ende", "selbstständig", "selbständig", "interessiert", "doctor", "engineer", "teacher", "buyer",
  "agent", "retiree", "owner", "tenant", "landlord", "businessman", "lawyer", "nurse", "estudiante", "inversor",
  "inversionista", "comprador", "compradora", "jubilado", "jubilada", "interesado", "interesada", "nuevo", "nueva",
  "pelabur", "pembeli", "pesara", "pelajar",
  // Words Title Case or a sentence start capitalises ("I'm Interested", "Call me Back", "Saya Berminat")
  "interested", "looking", "planning", "thinking", "wondering", "asking", "calling", "writing", "based", "living",
  "staying", "working", "currently", "just", "not", "also", "still", "very", "so", "really", "new", "keen", "curious",
  "happy", "glad", "sorry", "fine", "good", "great", "ok", "okay", "ready", "single", "married", "retired", "buying",
  "selling", "investing", "sure", "available", "free", "busy", "back", "there", "now", "later", "today", "tomorrow",
  "tonight", "asap", "anytime", "maybe", "again", "soon", "when", "after", "before", "a", "an", "the", "your", "our",
  "their", "his", "her", "its", "it", "this", "that", "what", "who", "how", "why", "where", "is", "are", "was",
  "amazing", "awesome", "nice", "beautiful", "perfect", "expensive", "cheap", "wonderful", "excellent", "correct",
  "right", "wrong", "first", "only", "all", "both", "one", "two", "i", "we", "you", "berminat", "nak", "mahu", "ingin",
  "hendak", "dari", "tinggal", "duduk", "bekerja", "sedang", "sudah", "dah", "baru", "tak", "tidak", "bukan", "ada",
  "boleh", "perlu", "mau", "juga", "minat", "nk", "akan", "cuma", "hanya", "mohon", "minta", "cari", "tanya", "for", "in",
  "on", "at", "with", "about", "of", "to", "or", "by", "if", "i'm", "i’m", "i'd", "i’d", "i'll", "i’ll", "hi", "hello",
  "hey", "thanks", "thank", "ihr", "ihre", "ihrem", "ihren", "ihrer", "ihres", "ihnen", "sie", "ein", "eine", "einem",
  "einen", "einer", "kein", "keine", "hier", "jetzt", "neu", "auch", "nicht", "sehr", "schon", "noch", "su", "tu", "usted",
  // Days and months ("call me Monday"); April, May, June and August are left out because they are also names.
  "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "january", "february", "march", "july",
  "september", "october", "november", "december", "isnin", "selasa", "rabu", "khamis", "jumaat", "sabtu", "ahad",
]);

/** 我是X names a person only when X starts with a common surname (simplified and traditional). */
export const HAN_SURNAMES = [
  "欧阳", "歐陽", "司马", "司馬", "上官", "诸葛", "諸葛",
  ..."王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤温欧关庄易柯洪施甘翁卓骆颜伍符古邝巫辜赖凌蓝阮",
  ..."張劉陳楊黃趙吳孫馬鄭謝許韓馮鄧蕭葉蘇呂盧鍾譚陸賈韋鄒閆賀顧龔萬錢嚴湯溫歐關莊駱顏鄺賴藍羅蔣",
];
/** 我是马来人, 我是学生, 我是工程师: a people or a job, not a name. */
export const HAN_NON_NAME_ENDINGS = ["人", "员", "員", "师", "師", "者", "家", "商", "户", "戶", "工", "族"];
/** Places and words that start with a surname character (马来西亚, 关丹, 彭亨, 高兴). */
export const HAN_NOT_NAMES = new Set([
  "马来", "馬來", "马来西亚", "馬來西亞", "关丹", "關丹", "彭亨", "江苏", "江蘇", "黄金", "黃金", "高兴", "高興", "方便",
  "周末", "金融", "何时", "何時", "任何", "万一", "萬一", "白天", "文员", "文員",
]);
