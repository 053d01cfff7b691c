import "server-only";
import type { NotKnownWords } from "../types";

/** What the site does not know, in Spanish: a sentence naming one states a fact only the sales team has, unless it says so. */
export const notKnown: NotKnownWords = {
  topics: {
    maintenanceFeePerSqft: [
      "cuota* de (mantenimiento|comunidad)",
      "gastos de (mantenimiento|comunidad|gestión)",
      "tarifa* de (mantenimiento|servicio|gestión)",
      "cargo* por servicio*",
      "fondo de amortización",
    ],
    furnishing: ["amueblad*", "con muebles", "sin muebles"],
    parking: ["(aparcamiento*|parking|plaza*) (cubiert*|subterráne*|descubiert*)"],
    amenities: ["escuela*", "colegio*", "hospital*", "clínica*", "centro* comercial*", "supermercado*", "universidad*"],
    distance: [
      "minutos (de|del|en coche|a pie|andando)",
      "(km|kilómetros) (de|del)",
      "(cerca|al lado|junto) (de|a) (la|el)? (playa|aeropuerto|centro|mar)",
      "distancia (a pie|de)",
      "aeropuerto*",
      "(está|están|queda|quedan) a … (minutos|km|kilómetros|metros)",
      "de aquí",
      "a un paso",
      "a (pocos|dos|unos) (pasos|minutos)",
    ],
    rentalTerms: [
      "ocupación",
      "(parte|porcentaje|comisión) del hotel",
      "hotel (se queda|retiene|cobra)",
      "reparto de (la)? (renta*|alquiler*|ingresos)",
      "(comisiones|condiciones|tarifas) del programa",
    ],
    financing: ["préstamo*", "hipotecas", "hipoteca", "financiación", "financiamiento", "(tipo*|tasa*) de interés"],
    foreignBuyers: ["extranjer*", "mm2h"],
    unitPlacement: ["vista* (al|a la|del|de la)? (mar|ciudad)", "(planta*|piso*) (alt*|baj*)", "orientación"],
  },
  hedges: [
    "no (está)? confirmad*",
    "sin confirmar",
    "no quiero (adivinar|suponer)",
    "no (sé|tengo|dispongo|puedo|consta|conozco|está publicad*)",
    "sin (datos|información)",
    "desconoc*",
  ],
  referrals: ["equipo de ventas"],
};
