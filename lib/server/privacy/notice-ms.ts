import "server-only";
import type { NoticeWriter } from "./notice-types";

/** Bahasa Malaysia: the Act requires the notice in the national language as well as in English. */
export const noticeMs: NoticeWriter = (f) => ({
  title: "Notis privasi",
  shown: `Versi Bahasa Malaysia, ${f.version}`,
  intro:
    `Notis ini menerangkan cara ${f.controller} ("kami") memproses data peribadi anda apabila anda menggunakan laman web ini dan perunding sembangnya, ` +
    "sebagaimana yang dikehendaki oleh Akta Perlindungan Data Peribadi 2010, seperti yang dipinda oleh Akta Perlindungan Data Peribadi (Pindaan) 2024.",
  home: "Kembali ke laman utama",
  sections: {
    controller: {
      heading: "Siapa kami",
      body: [
        `Pengawal data ialah ${f.controller}, yang galeri jualannya terletak di ${f.address}. ` +
          `Anda boleh menghubungi pegawai perlindungan data kami di ${f.dpoEmail}.`,
      ],
    },
    data: {
      heading: "Data yang kami kumpul",
      body: [
        "Apabila anda memberikan nama dan nombor telefon anda dalam sembang, kami mengumpul:",
        [
          "nama dan nombor telefon anda;",
          "transkrip sembang anda dengan perunding AI kami (mesej anda, jawapannya dan masanya);",
          "bahasa antara muka yang anda pilih;",
          "kuki yang mengenal pasti perbualan anda, serta versi dan bahasa notis ini yang ditunjukkan kepada anda.",
        ],
        "Jika anda menggunakan input suara, pelayar anda menukar pertuturan anda kepada teks; kami hanya menerima teks tersebut. Kami tidak meminta, dan mohon anda tidak menghantar, nombor kad pengenalan, butiran kewangan atau data peribadi sensitif yang lain.",
      ],
    },
    purposes: {
      heading: "Tujuan kami menggunakannya",
      body: [
        [
          "untuk menjawab pertanyaan anda dan menghubungi anda melalui telefon atau WhatsApp;",
          "untuk mengatur lawatan ke galeri jualan dan unit, serta menghantar maklumat yang anda minta;",
          "untuk menyimpan rekod pertanyaan anda;",
          "untuk menambah baik perkhidmatan kami dan melatih kakitangan jualan kami serta model AI di sebalik perunding sembang: seperti yang dinyatakan di bawah sembang, semua perbualan direkodkan bagi tujuan latihan untuk pembelajaran manusia dan mesin;",
          "untuk memenuhi kewajipan undang-undang kami.",
        ],
      ],
    },
    voluntary: {
      heading: "Pilihan anda",
      body: [
        "Data ini datang daripada anda. Pemberian nama dan nombor telefon anda adalah secara sukarela. Jika anda tidak memberikannya, kami tidak dapat menghubungi anda semula, tetapi anda masih boleh membaca tentang projek ini dan bersembang dengan perunding.",
      ],
    },
    recipients: {
      heading: "Siapa yang menerimanya",
      body: [
        [
          "pasukan jualan kami dan ejen jualan yang kami lantik;",
          "pemaju projek dan syarikat-syarikat berkaitannya;",
          "penyedia perkhidmatan AI yang menulis jawapan perunding, yang memproses mesej anda;",
          "penyedia e-mel kami, yang menyampaikan pertanyaan anda kepada pasukan jualan, dan penyedia pengehosan kami;",
          "pihak berkuasa awam, apabila dikehendaki oleh undang-undang.",
        ],
        "Kami tidak menjual data peribadi anda.",
      ],
    },
    transfers: {
      heading: "Pemindahan ke luar Malaysia",
      body: [
        "Penyedia AI, e-mel dan pengehosan mungkin memproses data anda di luar Malaysia. Kami memindahkannya hanya sebagaimana yang dibenarkan oleh seksyen 129 Akta, contohnya ke tempat yang undang-undangnya pada substansinya serupa dengan Akta atau yang memastikan tahap perlindungan yang mencukupi, atau dengan persetujuan anda.",
      ],
    },
    retention: {
      heading: "Tempoh penyimpanan",
      body: [
        `Kami menyimpan pertanyaan dan transkrip sembang anda selama ${f.leadRetentionDays} hari selepas kali terakhir anda menghubungi kami, kemudian memadamkannya, melainkan undang-undang menghendaki kami menyimpannya lebih lama.`,
        `Sembang yang tidak menyertakan nombor telefon anda dipadamkan, bersama balasan yang dibacakan kepada anda, ${f.conversationRetentionDays} hari selepas mesej terakhirnya.`,
      ],
    },
    security: {
      heading: "Cara kami melindunginya",
      body: [
        "Hanya kakitangan yang mengendalikan pertanyaan boleh melihat data anda, dan data tersebut dihantar melalui sambungan yang disulitkan. Jika berlaku pelanggaran data peribadi, kami akan memaklumkan Pesuruhjaya Perlindungan Data Peribadi dan, jika ia mungkin menyebabkan kemudaratan yang ketara kepada anda, anda juga.",
      ],
    },
    rights: {
      heading: "Hak anda",
      body: [
        "Anda boleh:",
        [
          "meminta salinan data peribadi anda;",
          "meminta kami membetulkan data yang tidak tepat, tidak lengkap atau tidak terkini;",
          "menarik balik persetujuan anda pada bila-bila masa, dan selepas itu kami akan berhenti memproses data anda dan memadamkannya melainkan undang-undang menghendaki kami menyimpannya;",
          "meminta kami menghentikan pemprosesan yang mungkin menyebabkan kerosakan atau distres kepada anda, atau berhenti menghantar bahan pemasaran kepada anda;",
          "meminta kami menghantar data anda kepada pengawal data lain, jika boleh dilaksanakan secara teknikal.",
        ],
        `Untuk berbuat demikian, e-mel ${f.dpoEmail} dengan nama anda dan nombor telefon yang anda berikan kepada kami. Kami mungkin menelefon nombor tersebut untuk mengesahkan identiti anda, dan kami akan membalas dalam tempoh 21 hari.`,
      ],
    },
    contact: {
      heading: "Hubungan dan aduan",
      body: [
        `Pegawai perlindungan data: ${f.dpoEmail}. Pos: ${f.address}. Telefon: ${f.salesPhone}.`,
        "Jika anda tidak berpuas hati dengan jawapan kami, anda boleh membuat aduan kepada Pesuruhjaya Perlindungan Data Peribadi (Jabatan Perlindungan Data Peribadi, www.pdp.gov.my).",
      ],
    },
    languages: {
      heading: "Bahasa notis ini",
      body: [
        "Notis ini disediakan dalam bahasa Inggeris dan Bahasa Malaysia, dan dalam bahasa lain untuk kemudahan. Jika terdapat perbezaan antara versi, versi bahasa Inggeris akan diguna pakai.",
      ],
    },
    changes: {
      heading: "Perubahan",
      body: [
        `Ini ialah versi ${f.version}. Apabila kami mengubah notis ini, kami akan menerbitkan versi baharu di sini; versi yang ditunjukkan kepada anda direkodkan bersama pertanyaan anda.`,
      ],
    },
  },
});
