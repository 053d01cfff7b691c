import "server-only";
import type { NoticeWriter } from "./notice-types";
import { counted } from "./plural";

const days = (n: number) => counted("es", n, { one: "día", other: "días" });

/** Español: traducción de cortesía; si difiere, prevalece la versión inglesa. */
export const noticeEs: NoticeWriter = (f) => ({
  title: "Aviso de privacidad",
  shown: `Versión en español, ${f.version}`,
  intro:
    `Este aviso explica cómo ${f.controller} ("nosotros") trata sus datos personales cuando usa este sitio web y su asesor por chat, ` +
    "tal como exige la Ley de Protección de Datos Personales de Malasia de 2010, modificada por la Ley de Protección de Datos Personales (Enmienda) de 2024.",
  home: "Volver a la página de inicio",
  sections: {
    controller: {
      heading: "Quiénes somos",
      body: [
        `El responsable del tratamiento es ${f.controller}, cuya sala de ventas está en ${f.address}. ` +
          `Puede contactar con nuestro delegado de protección de datos en ${f.dpoEmail}.`,
      ],
    },
    data: {
      heading: "Qué datos recogemos",
      body: [
        "Cuando nos da su nombre y su número de teléfono en el chat, recogemos:",
        [
          "su nombre y número de teléfono;",
          "la transcripción de su chat con nuestro asesor de IA (sus mensajes, sus respuestas y la hora de cada uno);",
          "el idioma de la interfaz que eligió;",
          "una cookie que identifica su conversación, y la versión y el idioma de este aviso que se le mostró.",
        ],
        "Si usa la entrada por voz, su navegador convierte su voz en texto; solo recibimos el texto. No le pedimos, y le rogamos que no nos envíe, números de documento de identidad, datos financieros u otros datos personales sensibles.",
      ],
    },
    purposes: {
      heading: "Para qué los usamos",
      body: [
        [
          "para responder a su consulta y contactarle por teléfono o WhatsApp;",
          "para organizar visitas a la sala de ventas y a las unidades, y enviarle la información que solicitó;",
          "para conservar un registro de su consulta;",
          "para mejorar nuestro servicio y formar a nuestro personal de ventas y a los modelos de IA del asesor: como indica la nota bajo el chat, todas las conversaciones se graban con fines de formación para el aprendizaje humano y automático;",
          "para cumplir nuestras obligaciones legales.",
        ],
      ],
    },
    voluntary: {
      heading: "Su decisión",
      body: [
        "Los datos proceden de usted. Facilitar su nombre y su número de teléfono es voluntario. Si no lo hace, no podremos devolverle la llamada, pero podrá seguir leyendo sobre el proyecto y conversando con el asesor.",
      ],
    },
    recipients: {
      heading: "Quién los recibe",
      body: [
        [
          "nuestro equipo de ventas y los agentes de ventas que designemos;",
          "el promotor del proyecto y sus empresas vinculadas;",
          "el proveedor del servicio de IA que redacta las respuestas del asesor, que trata sus mensajes;",
          "nuestro proveedor de correo electrónico, que lleva su consulta al equipo de ventas, y nuestro proveedor de alojamiento;",
          "las autoridades públicas, cuando la ley lo exija.",
        ],
        "No vendemos sus datos personales.",
      ],
    },
    transfers: {
      heading: "Transferencias fuera de Malasia",
      body: [
        "Los proveedores de IA, correo electrónico y alojamiento pueden tratar sus datos fuera de Malasia. Solo los transferimos en la medida en que lo permite el artículo 129 de la Ley, por ejemplo a lugares cuyas leyes sean sustancialmente similares a la Ley o que garanticen un nivel de protección adecuado, o con su consentimiento.",
      ],
    },
    retention: {
      heading: "Cuánto tiempo los conservamos",
      body: [
        `Conservamos su consulta y la transcripción del chat durante ${days(f.leadRetentionDays)} desde su último contacto y después los eliminamos, salvo que la ley nos obligue a conservarlos más tiempo.`,
        `Un chat en el que no deja su número de teléfono se elimina, junto con las respuestas que se le leyeron en voz alta, ${days(f.conversationRetentionDays)} después de su último mensaje.`,
      ],
    },
    security: {
      heading: "Cómo los protegemos",
      body: [
        "Solo el personal que atiende las consultas puede ver sus datos, que viajan por conexiones cifradas. Si se produce una violación de datos personales, lo notificaremos al Comisionado de Protección de Datos Personales y, cuando pueda causarle un daño significativo, también a usted.",
      ],
    },
    rights: {
      heading: "Sus derechos",
      body: [
        "Usted puede:",
        [
          "pedir una copia de sus datos personales;",
          "pedirnos que corrijamos datos inexactos, incompletos o desactualizados;",
          "retirar su consentimiento en cualquier momento; después dejaremos de tratar sus datos y los eliminaremos, salvo que la ley nos obligue a conservarlos;",
          "pedirnos que dejemos de realizar un tratamiento que pueda causarle daño o angustia, o que dejemos de enviarle publicidad;",
          "pedirnos que transmitamos sus datos a otro responsable, cuando sea técnicamente posible.",
        ],
        `Para ello, escriba a ${f.dpoEmail} indicando su nombre y el número de teléfono que nos dio. Podemos llamar a ese número para confirmar su identidad y responderemos en un plazo de 21 días.`,
      ],
    },
    contact: {
      heading: "Contacto y reclamaciones",
      body: [
        `Delegado de protección de datos: ${f.dpoEmail}. Correo postal: ${f.address}. Teléfono: ${f.salesPhone}.`,
        "Si no está satisfecho con nuestra respuesta, puede presentar una reclamación ante el Comisionado de Protección de Datos Personales (Jabatan Perlindungan Data Peribadi, www.pdp.gov.my).",
      ],
    },
    languages: {
      heading: "Idiomas de este aviso",
      body: [
        "Este aviso está disponible en inglés y en malayo, y en otros idiomas por comodidad. Si las versiones difieren, prevalece la versión inglesa.",
      ],
    },
    changes: {
      heading: "Cambios",
      body: [
        `Esta es la versión ${f.version}. Cuando modifiquemos este aviso publicaremos aquí la nueva versión; la versión que se le mostró queda registrada con su consulta.`,
      ],
    },
  },
});
