// The About page's own texts in Hindi, keyed by their English: loaded with the page's code
// (storefront ui/lazy-page.tsx), and only by a Hindi reader. Texts the app's chrome or pages of other
// folders show too are in the catalogue's core (the app's and the storefront's i18n/hi.ts);
// i18n-catalogue.test.ts (storefront) checks the split.
const hindi: Record<string, string> = {
  Mission: "हमारा लक्ष्य",
  "To bring pure, skin-safe henna and honest, small-batch chai to every home in India, and to teach the art of mehendi to anyone who wants to learn it, at a fair price.":
    "भारत के हर घर तक शुद्ध, त्वचा के लिए सुरक्षित मेहंदी और छोटे बैच में बनी सच्ची चाय पहुँचाना, और जो भी मेहंदी की कला सीखना चाहे उसे वाजिब दाम में सिखाना।",
  Vision: "हमारा सपना",
  "A country where every bride, every festival and every evening cup is made with ingredients you can trust, and where mehendi artists trained in our studios earn a good living from their craft.":
    "ऐसा देश जहाँ हर दुल्हन, हर त्योहार और शाम की हर प्याली भरोसेमंद चीज़ों से बने, और हमारे स्टूडियो में सीखे मेहंदी कलाकार अपनी कला से अच्छी कमाई करें।",
  "Core Values": "हमारे मूल्य",
  "Purity:": "शुद्धता:",
  "no PPD, no chemical dyes, no shortcuts.": "न PPD, न केमिकल रंग, न कोई शॉर्टकट।",
  "Freshness:": "ताज़गी:",
  "cones rolled every week, tea blended in small batches.": "हर हफ़्ते ताज़ा भरे कोन, छोटे बैच में बनी चाय।",
  "Honesty:": "ईमानदारी:",
  "clear prices, clear policies, real reviews.": "साफ़ दाम, साफ़ नियम, सच्चे रिव्यू।",
  "Craft:": "कला:",
  "we teach what we practise, and we keep learning.": "हम वही सिखाते हैं जो ख़ुद करते हैं, और सीखते रहते हैं।",
  "About us": "हमारे बारे में",
  "Pure henna, honest chai and the art of mehendi": "शुद्ध मेहंदी, सच्ची चाय और मेहंदी की कला",
  "A family studio in Mumbai that mixes its own henna, blends its own tea and teaches the craft to the next generation of artists.":
    "मुंबई का एक पारिवारिक स्टूडियो, जो अपनी मेहंदी ख़ुद तैयार करता है, अपनी चाय ख़ुद मिलाता है और नई पीढ़ी के कलाकारों को यह कला सिखाता है।",
  "It began in 2012 at a kitchen table in Malad, with a grandmother's recipe for henna paste and a handful of brides in the neighbourhood. Word spread: the stain was deep, the paste was smooth, and nothing in it would hurt the skin.":
    "शुरुआत 2012 में मलाड की एक रसोई की मेज़ से हुई, दादी माँ की मेहंदी के पेस्ट की विधि और मोहल्ले की कुछ दुल्हनों के साथ। बात फैलती गई: रंग गहरा चढ़ता था, पेस्ट मुलायम था, और उसमें त्वचा को नुक़सान पहुँचाने वाला कुछ नहीं था।",
  "Today we source whole henna leaf from Sojat in Rajasthan, sift it three times, and roll every cone by hand each week. The chai came next: the same care for the spices our customers drink between sittings. And because people kept asking how we do it, we opened our academy, where hundreds of students have learnt mehendi from our artists.":
    "आज हम राजस्थान के सोजत से मेहंदी की साबुत पत्ती मँगाते हैं, उसे तीन बार छानते हैं और हर हफ़्ते हर कोन हाथ से भरते हैं। फिर चाय आई: उन्हीं मसालों की वैसी ही परवाह, जो हमारे ग्राहक मेहंदी लगवाते हुए पीते हैं। और लोग पूछते रहे कि हम यह कैसे करते हैं, तो हमने अपनी अकादमी खोली, जहाँ सैकड़ों विद्यार्थी हमारे कलाकारों से मेहंदी सीख चुके हैं।",
  "What drives us": "हमें क्या आगे बढ़ाता है",
  "Why shop with us": "हमसे क्यों ख़रीदें",
  "What our customers say": "हमारे ग्राहक क्या कहते हैं",
  "Ready for your next mehendi?": "अगली मेहंदी के लिए तैयार हैं?",
  "Fresh cones, bridal henna and chai, delivered across India.":
    "ताज़ा कोन, ब्राइडल मेहंदी और चाय, पूरे भारत में डिलीवरी।",
  "Explore Products": "प्रोडक्ट देखें",
  "Cones hand-rolled fresh every week in our Mumbai studio": "हमारे मुंबई स्टूडियो में हर हफ़्ते हाथ से भरे ताज़ा कोन",
  "The bridal cones gave the darkest stain I have ever had, and the paste flowed smoothly for hours of work. My clients noticed the difference.":
    "ब्राइडल कोन से अब तक का सबसे गहरा रंग आया, और घंटों के काम में भी पेस्ट आराम से चलता रहा। मेरे क्लाइंट्स ने भी फ़र्क़ महसूस किया।",
  "Mehendi artist, Pune": "मेहंदी आर्टिस्ट, पुणे",
  "I ordered the masala chai for my mother and now the whole family drinks it. It arrived in three days, packed beautifully.":
    "मैंने माँ के लिए मसाला चाय मँगाई थी, अब पूरा परिवार यही पीता है। तीन दिन में पहुँच गई, और पैकिंग भी बहुत सुंदर थी।",
  "Customer, Bengaluru": "ग्राहक, बेंगलुरु",
  "I joined the beginner course at the Malad center with no experience. Eight weeks later I did my cousin's wedding mehendi.":
    "मैंने बिना किसी अनुभव के मलाड सेंटर में बिगिनर कोर्स शुरू किया। आठ हफ़्ते बाद मैंने अपनी कज़िन की शादी की मेहंदी ख़ुद लगाई।",
  "Academy student, Mumbai": "अकादमी की विद्यार्थी, मुंबई",
  "100% natural henna: triple-sifted Sojat leaf, no PPD or chemical dye":
    "100% प्राकृतिक मेहंदी: तीन बार छनी सोजत की पत्ती, न PPD न केमिकल रंग",
  "Small-batch chai blends with whole spices, packed airtight":
    "साबुत मसालों वाली छोटे बैच की चाय, एयरटाइट पैकिंग में",
  "Secure online payment or pay on delivery": "सुरक्षित ऑनलाइन पेमेंट या डिलीवरी पर पेमेंट",
  "Delivery across India, with tracking on every order": "पूरे भारत में डिलीवरी, हर ऑर्डर की ट्रैकिंग के साथ",
  "Certified mehendi courses in four centers across Mumbai": "मुंबई के चार सेंटरों में सर्टिफ़िकेट वाले मेहंदी कोर्स",
};

export default hindi;
