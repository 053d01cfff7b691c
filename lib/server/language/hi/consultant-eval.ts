import "server-only";
import type { ConsultantEval } from "../types";

export const consultantEval: ConsultantEval = {
  facts: [
    ["Blitz कितना बड़ा है?", ["size:B"]],
    ["Ardentz की मासिक किस्त कितनी है?", ["inst:A"]],
    ["Cares का किराया कितना मिलेगा?", ["rent:C"]],
    ["Ardentz में कितनी कार पार्किंग है?", ["name:A", "3"]],
    ["सेल्स गैलरी कहाँ है?", ["Jalan Teluk Sisek"]],
  ],
  several: [
    ["Cares का साइज़ और यील्ड बताइए", ["size:C", "yield:C"]],
    ["Blitz की किस्त और किराया क्या है?", ["inst:B", "rent:B"]],
    ["Ardentz का साइज़, बेडरूम और किराया?", ["size:A", "3 बेडरूम", "rent:A"]],
  ],
  superlatives: [
    ["सबसे सस्ता यूनिट कौन सा है?", ["name:B", "inst:B", "!name:A", "!name:C"]],
    ["किसका रिटर्न सबसे ज़्यादा है?", ["name:A", "yield:A", "!name:B", "!name:C"]],
    ["सबसे छोटा यूनिट कौन सा है?", ["name:B", "size:B", "!name:A"]],
    ["क्या 3 बेडरूम वाला यूनिट है?", ["name:A", "!name:B", "!name:C"]],
    ["कम से कम 2 पार्किंग वाले यूनिट कौन से हैं?", ["name:A", "name:C", "!name:B"]],
  ],
  comparisons: [
    ["Ardentz और Blitz की तुलना करें", ["size:A", "size:B", "!size:C"]],
    ["टाइप B और टाइप C में क्या फर्क है?", ["size:B", "size:C", "!size:A"]],
  ],
  typos: [
    ["ardents ka size kya hai", ["size:A", "!size:B"]],
    ["bliz का किराया", ["rent:B", "!rent:A"]],
  ],
  types: [["टाइप C की किस्त?", ["inst:C", "!inst:A"]]],
  features: [
    ["क्या स्विमिंग पूल है?", ["पूल"]],
    ["क्या होटल मेरा यूनिट किराए पर दे सकता है?", ["होटल"]],
  ],
  particulars: [
    ["Blitz की पूरी कीमत कितनी है?", ["range:B", "!range:A"]],
    ["प्रति वर्ग फुट रेट क्या है?", ["psf:C"]],
    ["विज्ञापन परमिट नंबर क्या है?", ["permit"]],
    ["डेवलपर कौन है?", ["licence"]],
    ["प्रोजेक्ट कब तक पूरा होगा?", ["completion"]],
    ["फ्रीहोल्ड है या लीजहोल्ड?", ["लीज़होल्ड", "leaseExpiry"]],
  ],
  unknowns: [["मेंटेनेंस चार्ज कितना है?"], ["क्या फर्नीचर के साथ मिलेगा?"], ["क्या विदेशी लोग खरीद सकते हैं?"], ["बैंक लोन मिलेगा?"]],
  followUps: [
    [
      ["Cares कितना बड़ा है?", ["size:C"]],
      ["और उसका किराया?", ["rent:C", "!rent:A", "!rent:B"]],
    ],
    [
      ["सबसे सस्ता कौन सा है?", ["name:B"]],
      ["उसमें कितने बेडरूम हैं?", ["2 बेडरूम", "!name:A"]],
    ],
    [
      ["Cares का रिटर्न कितना है?", ["yield:C"]],
      ["और Blitz का?", ["yield:B", "!yield:C"]],
    ],
  ],
};
