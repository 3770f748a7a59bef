// The demo shop's own texts in Hindi, keyed by their English: loaded with the page's code
// (storefront ui/lazy-page.tsx), and only by a Hindi reader. Texts the app's chrome or pages of other
// folders show too are in the catalogue's core (the app's and the storefront's i18n/hi.ts);
// i18n-catalogue.test.ts (storefront) checks the split.
const hindi: Record<string, string> = {
  "Demo shop": "डेमो शॉप",
  "The Signature Collection": "द सिग्नेचर कलेक्शन",
  "Sample products that show how a boutique, perfume-style shop looks. Nothing here can be bought.":
    "सैंपल प्रोडक्ट, जो दिखाते हैं कि बुटीक या परफ़्यूम जैसी दुकान कैसी दिखती है। यहाँ से कुछ ख़रीदा नहीं जा सकता।",
  Category: "कैटेगरी",
  "Clear filters": "फ़िल्टर हटाएँ",
  "No products match these filters": "इन फ़िल्टर से कोई प्रोडक्ट नहीं मिलता",
  "Sample products": "सैंपल प्रोडक्ट",
  Oils: "तेल",
  Mists: "मिस्ट",
  Balms: "बाम",
  "Gift Sets": "गिफ़्ट सेट",
  "Eucalyptus and clove in a cold-pressed base: a warm, green scent that deepens every stain.":
    "कोल्ड-प्रेस्ड तेल में यूकेलिप्टस और लौंग: हल्की गर्माहट वाली हरी ख़ुशबू, जो हर बार मेहंदी का रंग और गहरा करती है।",
  "A bright citrus mist with a soft sugared finish, light enough for every day.":
    "नींबू जैसी ताज़गी और हल्की मिठास वाला मिस्ट, इतना हल्का कि रोज़ लगा सकें।",
  "Shea and beeswax with a trace of clove; melts into the skin and keeps the colour rich.":
    "शिया और मधुमक्खी के मोम में हल्की सी लौंग; त्वचा में घुल जाता है और रंग को गहरा बनाए रखता है।",
  "Three refillable bottles with fine metal tips, for oils and blends you mix yourself.":
    "बारीक धातु की नोक वाली तीन रीफ़िल होने वाली बोतलें, अपने ख़ुद के तेल और मिश्रण के लिए।",
  "Whole cloves for the traditional steam: a smoky, spiced note that lingers on the hands.":
    "पारंपरिक भाप के लिए साबुत लौंग: धुएँ जैसी मसालेदार ख़ुशबू, जो देर तक हाथों पर रहती है।",
  "Cones, oil, balm and a keepsake box: everything for an evening of mehendi.":
    "कोन, तेल, बाम और एक यादगार डिब्बा: मेहंदी की एक शाम के लिए सब कुछ।",
  "Four small-batch teas in a festive box, from saffron chai to Kashmiri kahwa.":
    "त्योहारी डिब्बे में छोटे बैच की चार चाय, केसर चाय से कश्मीरी कहवा तक।",
  "Masala chai, elaichi chai and a pair of clay kulhads, wrapped for giving.":
    "मसाला चाय, इलायची चाय और मिट्टी के दो कुल्हड़, तोहफ़े के लिए पैक किए हुए।",
  "Load More": "और देखें",
  "Filter by category": "कैटेगरी से फ़िल्टर करें",
  "Filter by price": "क़ीमत से फ़िल्टर करें",
  Clear: "हटाएँ",
  "Sample product": "सैंपल प्रोडक्ट",
  "This is a sample from the demo shop, so it cannot be added to the cart. Our real range is in the shop.":
    "यह डेमो शॉप का सैंपल है, इसलिए इसे कार्ट में नहीं जोड़ा जा सकता। हमारे असली प्रोडक्ट शॉप में हैं।",
  "Back to the demo shop": "डेमो शॉप पर वापस",
  "Browse real products": "असली प्रोडक्ट देखें",
  "Showing {shown} of {count} product": "{count} में से {shown} प्रोडक्ट दिखाया जा रहा है",
  "Showing {shown} of {count} products": "{count} में से {shown} प्रोडक्ट दिखाए जा रहे हैं",
};

export default hindi;
