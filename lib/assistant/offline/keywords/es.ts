import type { KeywordSet } from "../intent-types";

export const es: KeywordSet = {
  greeting: ["hola", "buenos días", "buenas tardes", "buenas noches", "buenas"],
  overview: ["cuéntame", "háblame", "información", "detalles", "describe"],
  compare: ["compar*", "diferencia*", "recomienda*", "recomendar*", "cuál es mejor", "opciones", "tipos de unidad*"],
  size: ["tamaño*", "superficie*", "metros", "pies cuadrados", "grande*", "pequeñ*", "área", "m2"],
  price: ["precio*", "cuesta*", "cuánto cuesta", "cuota*", "mensualidad*", "pago*", "hipoteca*", "financiaci*", "coste*", "costo*", "caro", "barato"],
  rental: ["alquiler*", "alquilar", "renta", "rentas", "arriendo"],
  yield: ["rendimiento*", "rentabilidad*", "retorno*", "roi", "inversión*", "invertir", "beneficio*", "ganancia*"],
  rooms: ["dormitorio*", "habitación*", "baño", "baños", "cuarto*", "aseo*"],
  carParks: ["aparcamiento*", "estacionamiento*", "parking", "garaje*", "cochera*", "plaza de garaje"],
  layout: ["esquina*", "intermedi*"],
  location: ["dónde", "donde", "ubicación*", "ubicad*", "dirección*", "sala de ventas", "situad*", "localización"],
  tenant: ["hotel*", "inquilino ancla", "operador*", "gestión*", "gestor*", "gestiona*", "marca*", "administra*"],
  viewing: ["visita*", "visitar", "cita*", "contacto*", "contactar*", "reservar", "agendar", "ver el piso", "ver la unidad", "agente*"],
  thanks: ["gracias", "adiós", "hasta luego", "chao"],
  allUnits: ["todas", "todos", "cada", "las tres"],
};
