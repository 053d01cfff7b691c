import "server-only";
import { listIn } from "../templates";
import type { KnowledgePhrases } from "../types";
import { area } from "./answers";

const list = listIn("es");

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const knowledge: KnowledgePhrases = {
  features: {
    infinityPool: "una piscina infinita con vistas a la bahía",
    rooftopLounge: "un lounge en la azotea",
    concierge: "servicio de conserjería",
    housekeeping: "servicio de limpieza a petición",
    rentalProgramme: "un programa de alquiler gestionado por el equipo del hotel",
  },
  hasFeature: (f) => `Sí, los residentes disfrutan de ${f}.`,
  rentalProgramme: (brand) =>
    `Sí, el equipo hotelero de ${brand} gestiona un programa de alquiler: los propietarios pueden alquilar su unidad a través de él y el hotel se ocupa de todo.`,
  amenities: (fs) => `Los residentes disfrutan de ${list(fs)}.`,
  unknown: (topic, phone) =>
    `Todavía no tengo información confirmada sobre ${
      {
        maintenanceFeePerSqft: "la cuota de mantenimiento",
        furnishing: "si se entrega amueblado",
        parking: "el tipo de aparcamiento",
        financing: "las condiciones de financiación",
        foreignBuyers: "las normas para compradores extranjeros",
        rentalTerms: "el porcentaje que se queda el hotel y las comisiones del programa de alquiler",
        management: "cómo se administrará el edificio tras la entrega (el órgano de gestión y sus cuotas)",
      }[topic]
    }, y prefiero no hacer suposiciones. Nuestro equipo de ventas se lo dirá por WhatsApp en el **${phone}**.`,
  labels: {
    maintenanceFeePerSqft: "Cuota de mantenimiento",
    furnishing: "Mobiliario",
    parking: "Aparcamiento",
  },
  values: {
    furnishing: { fully: "totalmente amueblado", partly: "parcialmente amueblado", unfurnished: "sin amueblar" },
    parking: { covered: "cubierto", open: "al aire libre", basement: "en el sótano" },
    perSqftMonth: (rm) => `${rm} por pie cuadrado al mes`,
  },
  ofUnits: (label, names) => `${label} entre ${names}`,
  unitCount: { max: "Más unidades construidas", min: "Menos unidades construidas", units: (n) => count(n, "unidad", "unidades") },
  superlative: {
    yield: { max: "Mayor rentabilidad", min: "Menor rentabilidad" },
    rental: { max: "Alquiler previsto más alto", min: "Alquiler previsto más bajo" },
    price: { max: "Cuota mensual más alta", min: "Cuota mensual más baja" },
    totalPrice: { max: "Precio total más alto", min: "Precio total más bajo" },
    size: { max: "La unidad más grande", min: "La unidad más pequeña" },
    rooms: { max: "Más dormitorios", min: "Menos dormitorios" },
    carParks: { max: "Más plazas de aparcamiento", min: "Menos plazas de aparcamiento" },
  },
  value: (d, u) =>
    ({
      yield: u.yieldText,
      rental: `${u.rental} al mes`,
      price: `${u.installment} al mes`,
      totalPrice: u.priceRange,
      size: area(u),
      rooms: `${count(u.bedrooms, "dormitorio", "dormitorios")} y ${count(u.bathrooms, "baño", "baños")}`,
      carParks: count(u.carParks, "plaza de aparcamiento", "plazas de aparcamiento"),
    })[d],
  named: (u) => `${u.name} (tipo ${u.letter})`,
  noneWith: (what, n) =>
    `Ninguna de nuestras unidades tiene ${what === "rooms" ? count(n, "dormitorio", "dormitorios") : count(n, "plaza de aparcamiento", "plazas de aparcamiento")}.`,
  colon: ": ",
  comma: ", ",
  semicolon: "; ",
  stop: ".",
};
