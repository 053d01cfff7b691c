import "server-only";
import { b, listIn, oneOrMany } from "../templates";
import type { Phrases, UnitView } from "../types";
import { placeName } from "./places";

const list = listIn("hi");
const sqft = (u: UnitView) => `${u.size} वर्ग फ़ुट`;
const layout = (u: UnitView) => (u.corner ? "कॉर्नर यूनिट" : "बीच की यूनिट");
const rooms = (u: UnitView) => `${u.bedrooms} बेडरूम और ${u.bathrooms} बाथरूम`;
const parking = (n: number) => `${n} पार्किंग स्थान`;
/** स्थान is masculine: 1 पार्किंग स्थान मिलता है, 2 मिलते हैं. */
const comes = (n: number) => (n === 1 ? "मिलता है" : "मिलते हैं");

export const answers: Phrases = {
  greeting: (_u, p) =>
    `नमस्ते! मैं ${p.name} का प्रॉपर्टी सलाहकार हूँ। ${list(p.units.map((u) => u.name))} के आकार, किस्त, किराये के रिटर्न या विज़िट के बारे में पूछिए।`,
  overview: ([u]) =>
    `${u.name} (टाइप ${u.letter}) ${b(sqft(u))} की ${layout(u)} है, जिसमें ${rooms(u)} हैं। मासिक किस्त ${b(u.installment)} है, अनुमानित किराया ${b(u.rental)} और किराये का रिटर्न ${b(u.yieldText)} है; साथ में ${parking(u.carParks)} ${comes(u.carParks)}।`,
  compare: (units) =>
    `तुलना: ${units.map((u) => `${b(u.name)} ${sqft(u)}, ${u.bedrooms} बेडरूम, किस्त ${u.installment} प्रति माह, रिटर्न ${u.yieldText}`).join("; ")}।`,
  size: (units) =>
    oneOrMany(
      units,
      (u) => `${u.name} (टाइप ${u.letter}) का आकार ${b(sqft(u))} है।`,
      (us) => `यूनिट के आकार: ${list(us.map((u) => `${u.name} ${b(sqft(u))}`))}।`,
    ),
  price: (units, p) =>
    `${oneOrMany(
      units,
      (u) => `${u.name} की मासिक किस्त ${b(u.installment)} है।`,
      (us) => `मासिक किस्तें: ${list(us.map((u) => `${u.name} ${b(u.installment)}`))}।`,
    )} पूरी कीमत सूची के लिए हमारी सेल्स टीम को WhatsApp करें: ${p.phone}।`,
  rental: (units) =>
    oneOrMany(
      units,
      (u) => `${u.name} का अनुमानित मासिक किराया ${b(u.rental)} है।`,
      (us) => `अनुमानित मासिक किराया: ${list(us.map((u) => `${u.name} ${b(u.rental)}`))}।`,
    ),
  yield: (units) =>
    oneOrMany(
      units,
      (u) => `${u.name} पर किराये का सकल रिटर्न ${b(u.yieldText)} है।`,
      (us) => `किराये का सकल रिटर्न: ${list(us.map((u) => `${u.name} ${b(u.yieldText)}`))}।`,
    ),
  rooms: (units) =>
    oneOrMany(
      units,
      (u) => `${u.name} में ${b(`${u.bedrooms} बेडरूम`)} और ${b(`${u.bathrooms} बाथरूम`)} हैं।`,
      (us) => `${us.map((u) => `${u.name} में ${b(rooms(u))}`).join("; ")} हैं।`,
    ),
  carParks: (units) =>
    oneOrMany(
      units,
      (u) => `${u.name} के साथ ${b(parking(u.carParks))} ${comes(u.carParks)}।`,
      (us) => `${list(us.map((u) => `${u.name} के साथ ${b(parking(u.carParks))}`))} मिलते हैं।`,
    ),
  layout: (units) => `${units.map((u) => `${u.name} ${b(layout(u))} है`).join("; ")}।`,
  location: (_u, p) =>
    `${p.name} ${p.country} के ${placeName(p.region)} राज्य के ${placeName(p.city)} शहर में स्थित है। हमारी सेल्स गैलरी ${p.street}, ${p.postalCode} ${p.city} में है।`,
  tenant: (_u, p) => `${p.name} के प्रमुख किरायेदार और प्रबंधक ${b(p.brand)} हैं।`,
  viewing: (_u, p) =>
    `मुझे ${p.street}, ${p.postalCode} ${p.city} में हमारी सेल्स गैलरी की विज़िट तय करने में खुशी होगी। कृपया अपना नाम और फ़ोन नंबर बताइए, हमारी टीम आपसे संपर्क करेगी।`,
  thanks: (_u, p) => `${p.name} में रुचि लेने के लिए धन्यवाद! हमारी टीम से बात करने के लिए WhatsApp करें: ${p.phone}।`,
  fallback: (_u, p) => `क्षमा करें, मेरे पास यह जानकारी नहीं है। हमारी सेल्स टीम WhatsApp पर मदद कर सकती है: ${b(p.phone)}।`,
};
