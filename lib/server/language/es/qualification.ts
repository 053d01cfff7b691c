import "server-only";
import type { QualificationWords } from "../types";

/** Spanish, matched without accents; "mil" here is a thousand, as the visitor's language decides. */
export const qualification: QualificationWords = {
  clauses: {
    // Not "como": it is also "as" ("como inversión").
    questionStarts: [
      "que", "cual", "cuales", "cuanto", "cuanta", "cuantos", "cuantas", "cuando", "donde", "por que", "hay", "puedo", "se puede",
      "es posible", "digame", "cuenteme", "expliqueme", "me gustaria saber", "quisiera saber", "quiero saber", "podria", "podrian",
    ],
    questionMarkers: [],
    statementStarts: ["yo", "soy", "mi", "mis", "nosotros", "somos", "tengo", "tenemos", "quiero", "queremos", "busco", "buscamos"],
    conditionals: ["si", "en caso de"],
    negations: ["no", "sin", "nunca", "ni"],
    pending: ["solicit*", "tramit*", "esperando", "espero", "pedir", "voy", "necesito"],
    ignore: ["flujo de caja"],
    conjunctions: ["pero", "sin embargo", "aunque"],
    fillers: ["y", "bueno", "pues", "vale", "ok", "hola", "entonces", "tambien", "claro"],
  },
  purpose: {
    "own-stay": {
      phrases: [
        "para vivir", "vivir yo", "vivir alli", "vivienda habitual", "residencia habitual", "residencia principal", "vivienda principal",
        "uso propio", "uso personal", "vivienda propia", "mudarme", "mudarnos", "para jubilarme", "para retirarme",
      ],
      answers: ["vivir", "propio", "propia", "familia", "yo mismo"],
    },
    "holiday-home": {
      phrases: ["casa de vacaciones", "para vacaciones", "para las vacaciones", "segunda residencia", "segunda vivienda", "casa de veraneo", "para los fines de semana", "para veranear"],
      answers: ["vacaciones", "veraneo", "descanso", "fines de semana"],
    },
    investment: {
      phrases: [
        "como inversion", "para invertir", "una inversion", "de inversion", "invertir", "inversor", "inversora", "inversionista",
        "ponerlo en alquiler", "ponerla en alquiler", "alquilarlo", "alquilarla", "ingresos por alquiler", "rentabilizar",
      ],
      answers: ["inversion", "alquiler", "alquilar", "renta"],
    },
  },
  financing: {
    cash: { phrases: ["al contado", "en efectivo", "contado", "pago completo", "pago total", "sin prestamo", "sin hipoteca", "sin financiacion", "fondos propios"] },
    loan: { phrases: ["prestamo", "hipoteca", "financiacion", "financiamiento", "credito hipotecario", "credito"], answers: ["banco"] },
    "loan-approved": {
      phrases: [
        "prestamo … aprobado", "hipoteca … aprobada", "credito … aprobado", "financiacion … aprobada", "preaprobad*", "pre-aprobad*",
        "aprobado … prestamo", "aprobada … hipoteca",
      ],
      answers: ["aprobado", "aprobada", "ya aprobado"],
    },
  },
  timeline: {
    phrases: [
      { words: ["inmediatamente", "de inmediato", "cuanto antes", "lo antes posible", "lo mas pronto posible", "enseguida", "ya mismo"], months: 0 },
      { words: ["ahora", "hoy", "esta semana"], months: 0, answerOnly: true },
      { words: ["pronto", "proximamente"], months: 3, answerOnly: true },
      { words: ["este mes"], months: 1 },
      { words: ["el proximo mes", "el mes que viene", "proximo mes"], months: 2 },
      { words: ["en unos meses", "en los proximos meses", "en pocos meses", "dentro de unos meses"], months: 3 },
      { words: ["en medio ano", "dentro de medio ano"], months: 6 },
      { words: ["este ano", "a finales de ano", "antes de fin de ano", "a fin de ano"], months: 12 },
      { words: ["el proximo ano", "el ano que viene", "proximo ano"], months: 12 },
    ],
    templates: ["en N U", "dentro de N U", "en los proximos N U", "en un plazo de N U", "de aqui a N U"],
    units: { week: ["semana", "semanas"], month: ["mes", "meses"], year: ["ano", "anos"] },
    visit: ["visitar", "visita", "pasar", "cita", "contacten", "llamen", "llamarme"],
    buy: ["comprar", "compra", "compro", "adquirir", "invertir", "mudar*"],
  },
  numbers: {
    un: 1, uno: 1, una: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10, doce: 12,
    unos: 3, pocos: 3, "unos pocos": 3, "un par de": 2, medio: 0.5,
  },
  budget: {
    cues: ["presupuesto", "invertir", "puedo gastar", "puedo pagar", "podemos gastar", "dispongo de", "disponemos de", "cuento con"],
    before: {
      max: ["menos de", "hasta", "maximo", "como maximo", "no mas de", "por debajo de", "tope de"],
      min: ["mas de", "al menos", "minimo", "como minimo", "desde", "por encima de"],
      about: ["alrededor de", "unos", "unas", "aproximadamente", "cerca de", "en torno a", "sobre"],
    },
    after: { max: ["como maximo", "maximo", "o menos"], min: ["o mas", "como minimo"], about: ["aproximadamente", "mas o menos"] },
    monthly: ["al mes", "por mes", "mensual", "mensuales", "cuota", "mensualidad"],
    scales: { mil: 1e3, millon: 1e6, millones: 1e6 },
    currencies: {
      ringgit: "MYR", ringgits: "MYR", "ringgits malasios": "MYR", dolares: "USD", "dolares de singapur": "SGD",
      "dolares singapurenses": "SGD", euros: "EUR", libras: "GBP",
    },
    amounts: { "un millon": 1_000_000, "medio millon": 500_000, "millon y medio": 1_500_000 },
    rangeJoiners: ["a", "y", "hasta"],
    notMoney: ["m2", "metros", "pies", "dormitorio*", "habitacion*", "bano*", "por ciento", "mes", "meses", "ano", "anos", "semana*", "dia*", "piso*", "planta*", "plaza*", "personas", "minutos"],
  },
  unit: {
    preference: [
      "me gusta", "me encanta", "prefiero", "quiero", "me interesa", "me quedo con", "elijo", "me decanto por", "me inclino por",
      "estoy interesado en", "estoy interesada en",
    ],
    want: ["busco", "buscamos", "necesito", "quiero", "queremos"],
    corner: ["esquina", "esquinera", "esquinero"],
    intermediate: ["intermedia", "intermedio"],
    bedrooms: ["N dormitorio*", "N habitacion*", "N recamara*"],
  },
  nationality: {
    templates: [
      "soy|somos de C", "vengo|venimos de C", "soy|somos originari* de C", "ciudadan* de C", "pasaporte de C", "soy|somos D",
      "ciudadan* D", "nacionalidad D", "pasaporte D",
    ],
    demonyms: {
      MY: ["malasio", "malasia", "malasios", "malasias"], SG: ["singapurense*"], CN: ["chino", "china", "chinos", "chinas"],
      RU: ["ruso", "rusa", "rusos", "rusas"], ES: ["espanol", "espanola", "espanoles", "espanolas"], MX: ["mexican*"],
      AR: ["argentin*"], CO: ["colombian*"], CL: ["chilen*"], PE: ["peruan*"], VE: ["venezolan*"],
      US: ["estadounidense*", "norteamerican*"], GB: ["britanic*", "ingles", "inglesa"], DE: ["aleman", "alemana", "alemanes"],
      FR: ["frances", "francesa"], IT: ["italian*"], ID: ["indonesi*"], IN: ["indio", "india"], AU: ["australian*"],
      JP: ["japones", "japonesa"],
    },
    aliases: { US: ["ee. uu", "ee.uu", "eeuu", "estados unidos"], GB: ["inglaterra", "gran bretana"], AE: ["emiratos", "dubai"] },
    local: ["local", "de aqui", "residente local"],
  },
  ordinals: [
    ["el primero", "la primera", "primero", "primera", "la primera opcion"],
    ["el segundo", "la segunda", "segundo", "segunda", "la segunda opcion"],
    ["el tercero", "la tercera", "tercero", "tercera", "el ultimo", "la ultima"],
  ],
};
