import "server-only";
import type { GuardWords } from "../types";
import { notKnown } from "./not-known";
import { numberWords } from "./number-words";

/** What a model may not promise in Spanish, how Spanish measures a figure, and the honest sentences. */
export const guard: GuardWords = {
  claims: {
    callBack: [
      "(le|te) (enviará|enviaremos|enviaré|enviarán|mandará|mandaremos|mandaré|mandarán)",

      "(le|lo|la|te) (llamará|llamarán|llamaremos|contactará|contactarán|contactaremos|escribirá|escribirán|escribiremos|devolverá la llamada|devolveremos la llamada)",
      "(se pondrá|se pondrán|nos pondremos) en contacto",
      "(recibirá|recibirás) una llamada",
      "(sus|tus)? (datos|número|numero) (han sido|fueron|están|quedan|quedaron|han quedado) (guardados|registrados|anotados|enviados|recibidos)",
      "(he|hemos) (guardado|registrado|anotado|enviado|pasado) (sus|tus)",
      // Any later act the team commits to, whatever the wording: only the sales team can keep it.
      "(enviaremos|mandaremos|llamaremos|contactaremos|escribiremos|prepararemos|avisaremos|confirmaremos|gestionaremos|tramitaremos|haremos llegar|informaremos)",
      "(equipo|agente|asesor*|comercial|gestor*|consultor*|alguien|promotor*|promotora|hotel) … (enviará|mandará|llamará|contactará|escribirá|preparará|avisará|confirmará|gestionará|informará|hará llegar|devolverá|reembolsará|dará|ofrecerá|hará|organizará|rebajará|perdonará|eximirá)",
      "(devolveremos|reembolsaremos|daremos|ofreceremos|haremos|organizaremos|rebajaremos|perdonaremos|eximiremos|cubriremos|pagaremos)",
      "(vamos|va|van) a (enviar*|mandar*|llamar*|contactar*|escribir*|preparar*|avisar*)",
    ],
    reservation: [
      "(he|hemos) (reservado|apartado|bloqueado|separado)",
      "(reservad*|apartad*|bloquead*) (para usted|para ti|a su nombre|a tu nombre)",
      "(su|tu) (reserva|cita|visita) (está|ha sido|queda|quedó) (confirmada|reservada|agendada)",
      "(le|te) (reservo|reservaré|aparto|apartaré|bloqueo)",
    ],
    discount: [
      "descuento*",
      "rebaja*",
      "bonificaci*",
      "reembolso*",
      "(precio|oferta|promoción|tarifa|condiciones) (especial*|exclusiv*|promocional*|preferente*)",
      "(precio|oferta) de lanzamiento",
      "promoci*",
      "gratis",
      "gratuit*",
      "sin (coste|costo|cargo)",
      "negociable*",
      "(se puede|podemos) negociar",
      "regal*",
      "(pagamos|pagaremos|asumimos|cubrimos|nos hacemos cargo de) … (gastos|honorarios|impuestos|comisión|comisiones)",
      "(se hará|se hace|se hara) cargo (de|del) … (gastos|honorarios|impuesto*|comisión|comisiones|timbre)",
      "(pagará|asumirá|cubrirá|absorberá) … (gastos|honorarios|impuesto*|comisión|comisiones|timbre)",
      // Money given back or not asked for, by whoever is said to give it.
      "(devolver*|devolverá|reembols*|perdonar*|eximir*|condonar*) … (señal|depósito|reserva|tasa*|cuota*|gastos|pago|entrada|fianza)",
      "(señal|depósito|reserva|fianza|entrada) … (sin coste|gratis|reembolsad*|devuelt*)",
      // Reembolsable o no: the site's facts hold no booking terms, so that is the sales team's to say.
      "no (es|son|sera|seran)? reembolsable*",
      "reembolsable*",
      "(se|le|les|se le|se les) (devolverá|devolverán|devuelve|devuelven|reembolsará|reembolsarán|reembolsa|reembolsan)",
      "(será|serán) (totalmente|íntegramente|completamente)? (devuelt*|reembolsad*)",
      "(recuperará|recuperarán|recupera|recuperar) (su|el|la|sus|los)? (dinero|señal|depósito|reserva|importe|fianza|entrada)",
      "(consulta|asesoría|asesoramiento|cita|tasación|mudanza) … (gratis|gratuit*)",
      "(cubrir*|pagar*|asumir*) … (mudanza|traslado)",
    ],
    guarantee: [
      "garantiz*",
      "(asegura*|promete*) … (rentabilidad|rendimiento|ingresos|alquiler)",
      "garantía*",
      "(rentabilidad|rendimiento|renta|ingreso*|alquiler) (fij*|asegurad*|segur*)",
      "sin riesgo*",
      "(el valor|el precio|los precios|la propiedad|la vivienda) … (subirá|subirán|aumentará|aumentarán|se revalorizará|se duplicará)",
      "(ganará|obtendrá|recibirá) … (rentabilidad|ingresos|beneficio*|rendimiento*|ganancia*)",
      "plusvalía*",
      "revalorizaci*",
      "ingresos pasivos",
      "(tiene|tienes|tendrá|tendrás|queda|está) asegurad*",
      // Certainty said of a money figure: "la rentabilidad del 7,2 % es segura", "los ingresos por alquiler son fijos".
      "(rentabilidad*|rendimiento*|renta|rentas|ingreso*|alquiler*|beneficio*|ganancia*|revalorizaci*|plusvalía*) … (es|son|está|están|será|serán|queda|quedan|se mantiene|se mantienen|se mantendrá|se mantendrán|sigue|seguirá) (totalmente|completamente|absolutamente|100 %)? (segur*|fij*|asegurad*|garantizad*|estable*|cierta|cierto|ciertos|ciertas|inamovible*|blindad*|bloquead*)",
    ],
    stock: [
      "sin vender",
      "un puñado",

      "(quedan|queda) (solo|solamente|pocas|pocos|unas|unos|apenas)",
      "(solo|solamente|apenas) … (quedan|queda|disponibles)",
      "agotad*",
      "(casi|prácticamente|ya) … (vendid*|agotad*)",
      "se (venden|están vendiendo) (rápido|rápidamente)",
      "(pocas|últimas|limitadas) unidades",
      "(alta|gran) demanda",
      "(aún|todavía) disponible*",
      "% vendid*",
      "(quedan|siguen) disponibles",
      "(todavía|aún) disponibles",
    ],
  },
  unchanging: [
    "(rentabilidad*|rendimiento*|renta|rentas|ingreso*|alquiler*|beneficio*) … (no|nunca) (cambiará|cambiarán|bajará|bajarán|variará|variarán|disminuirá|caerá)",
  ],
  negations: ["no", "nunca", "sin", "ni", "ningún", "ninguna", "ninguno", "jamás", "tampoco"],
  quarters: { "primer trimestre": 1, "segundo trimestre": 2, "tercer trimestre": 3, "cuarto trimestre": 4 },
  bumiputera: ["bumiputera", "bumiputra"],
  measures: {
    percent: ["por ciento", "porciento"],
    sqft: ["pies cuadrados", "pie cuadrado", "sq ft", "ft2"],
    sqm: ["m2", "metros cuadrados", "metro cuadrado"],
    minute: ["minutos", "minuto", "min"],
    day: ["días", "día"],
    week: ["semanas", "semana"],
    month: ["meses", "mes"],
    year: ["años", "año"],
    km: ["km", "kilómetros", "kilómetro"],
    metre: ["metros", "metro", "m"],
    mile: ["millas", "milla"],
  },
  numbers: { quince: 15, veinte: 20, treinta: 30, cincuenta: 50, cien: 100, ciento: 100 },
  numberWords,
  notKnown,
  rooms: {
    bedrooms: ["dormitorio*", "habitaci*"],
    bathrooms: ["baño*"],
    carParks: ["plaza* de (aparcamiento|garaje|parking)", "aparcamiento*", "estacionamiento*"],
  },
  replies: {
    noFigure: (w, p) => `No tengo esa cifra; nuestro equipo de ventas se la puede indicar por [WhatsApp](${w}) o en el **${p}**.`,
    noFact: (w, p) => `No tengo esa información; nuestro equipo de ventas se la puede indicar por [WhatsApp](${w}) o en el **${p}**.`,
    noPromise: (w, p) =>
      `No puedo prometerle eso aquí; nuestro equipo de ventas le puede indicar qué es posible por [WhatsApp](${w}) o en el **${p}**.`,
  },
};
