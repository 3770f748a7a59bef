// The content pages' (centers, policies, terms, rules) own texts in Hindi, keyed by their English: loaded with the page's code
// (storefront ui/lazy-page.tsx), and only by a Hindi reader. Texts the app's chrome or pages of other
// folders show too are in the catalogue's core (the app's and the storefront's i18n/hi.ts);
// i18n-catalogue.test.ts (storefront) checks the split.
const hindi: Record<string, string> = {
  "Learn mehendi in a studio near you. Visit our office or one of our four centers across Mumbai's western suburbs.":
    "अपने पास के स्टूडियो में मेहंदी सीखें। हमारे ऑफ़िस या मुंबई के पश्चिमी उपनगरों में हमारे चार सेंटरों में से किसी पर आइए।",
  Locations: "हमारी जगहें",
  "to {place} (opens in a new tab)": "— {place} तक (नए टैब में खुलेगा)",
  "Not sure which batch suits you?": "तय नहीं कर पा रहे कि कौन-सा बैच सही रहेगा?",
  "Tell us what you would like to learn and we will suggest a center and a batch time.":
    "हमें बताइए कि आप क्या सीखना चाहते हैं, हम आपके लिए सेंटर और बैच का समय सुझाएँगे।",
  "Send an enquiry": "पूछताछ भेजें",
  "Last updated:": "पिछला अपडेट:",
  "On this page": "इस पेज पर",
  "Account details:": "अकाउंट की जानकारी:",
  "your name, e-mail address, mobile number and, if you give it, your GST number.":
    "आपका नाम, ईमेल पता, मोबाइल नंबर और, अगर आप दें तो, आपका GST नंबर।",
  "Orders:": "ऑर्डर:",
  "delivery and billing addresses, the products you buy, and payment status.":
    "डिलीवरी और बिलिंग के पते, आपके ख़रीदे प्रोडक्ट और पेमेंट की स्थिति।",
  "Messages:": "संदेश:",
  "what you send us through the contact, enquiry and quote forms.":
    "संपर्क, पूछताछ और कोटेशन फ़ॉर्म से आप जो भेजते हैं।",
  "Academy admissions:": "अकादमी एडमिशन:",
  "the details on the admission form, including your Aadhaar number.":
    "एडमिशन फ़ॉर्म की जानकारी, आपके आधार नंबर सहित।",
  "To process, deliver and support your orders and course admissions.":
    "आपके ऑर्डर और कोर्स एडमिशन पूरे करने, डिलीवर करने और उनमें मदद के लिए।",
  "To answer your messages and enquiries.": "आपके संदेशों और पूछताछ का जवाब देने के लिए।",
  "To send order updates by e-mail, SMS or app notification.":
    "ईमेल, SMS या ऐप नोटिफ़िकेशन से ऑर्डर की जानकारी भेजने के लिए।",
  "To prevent fraud and keep the site secure.": "धोखाधड़ी रोकने और साइट को सुरक्षित रखने के लिए।",
  "To meet our legal and tax obligations.": "क़ानूनी और टैक्स से जुड़ी ज़िम्मेदारियाँ पूरी करने के लिए।",
  "Online payments are handled by our payment partner. Your card, UPI or bank details go directly to them; we receive only the payment's status and reference.":
    "ऑनलाइन पेमेंट हमारा पेमेंट पार्टनर संभालता है। आपके कार्ड, UPI या बैंक की जानकारी सीधे उन्हीं के पास जाती है; हमें सिर्फ़ पेमेंट की स्थिति और रेफ़रेंस मिलता है।",
  "Aadhaar numbers given on the admission form are stored encrypted and are always shown masked (only the last four digits). They are used only to verify a student's identity for the academy.":
    "एडमिशन फ़ॉर्म में दिया गया आधार नंबर एन्क्रिप्ट करके रखा जाता है और हमेशा छिपाकर दिखाया जाता है (सिर्फ़ आख़िरी चार अंक)। इसका इस्तेमाल केवल अकादमी के लिए विद्यार्थी की पहचान जाँचने में होता है।",
  "We never sell your personal information. We share only what each partner needs:":
    "हम आपकी निजी जानकारी कभी नहीं बेचते। हर पार्टनर को सिर्फ़ उतनी जानकारी देते हैं जितनी उसे चाहिए:",
  "courier partners: your name, address and phone number, to deliver your order;":
    "कूरियर पार्टनर: आपका ऑर्डर पहुँचाने के लिए आपका नाम, पता और फ़ोन नंबर;",
  "our payment partner, to take your payment;": "हमारा पेमेंट पार्टनर, आपका पेमेंट लेने के लिए;",
  "authorities, when the law requires it.": "सरकारी संस्थाएँ, जब क़ानूनन ज़रूरी हो।",
  "We keep your sign-in, your guest cart and the order you are checking out in your browser's storage so the site works between visits. We do not use advertising trackers. Clearing your browser's site data removes them.":
    "आपका लॉग इन, गेस्ट कार्ट और चेकआउट हो रहा ऑर्डर हम आपके ब्राउज़र की स्टोरेज में रखते हैं, ताकि अगली बार आने पर भी साइट ठीक चले। हम विज्ञापन वाले ट्रैकर इस्तेमाल नहीं करते। ब्राउज़र का साइट डेटा साफ़ करने पर यह सब हट जाता है।",
  "Order and invoice records are kept for as long as Indian tax law requires. Messages and enquiries are kept for up to two years. You can ask us to delete your account at any time.":
    "ऑर्डर और इनवॉइस का रिकॉर्ड उतने समय तक रखा जाता है जितना भारतीय टैक्स क़ानून कहता है। संदेश और पूछताछ दो साल तक रखे जाते हैं। आप कभी भी अपना अकाउंट हटाने के लिए कह सकते हैं।",
  "Passwords are stored only as secure hashes, every page is served over an encrypted connection, and access to customer data is limited to the staff who need it.":
    "पासवर्ड सिर्फ़ सुरक्षित हैश के रूप में रखे जाते हैं, हर पेज एन्क्रिप्टेड कनेक्शन पर खुलता है, और ग्राहकों का डेटा सिर्फ़ उन्हीं कर्मचारियों को दिखता है जिन्हें उसकी ज़रूरत है।",
  "report it within 48 hours of delivery": "डिलीवरी के 48 घंटों के अंदर बताएँ",
  "your order ID;": "आपका ऑर्डर ID;",
  "photos of the outer box, the packing and the product;": "बाहरी डिब्बे, पैकिंग और प्रोडक्ट की फ़ोटो;",
  "a short description of the problem.": "समस्या का छोटा-सा ब्योरा।",
  "Reports made after 48 hours cannot be accepted, as henna is a natural, perishable product.":
    "48 घंटे के बाद की शिकायत स्वीकार नहीं की जा सकती, क्योंकि मेहंदी एक प्राकृतिक और जल्दी ख़राब होने वाला प्रोडक्ट है।",
  "Products that arrived damaged or spoilt, reported within 48 hours.":
    "टूटे या ख़राब पहुँचे प्रोडक्ट, जिनकी शिकायत 48 घंटों में की गई हो।",
  "Wrong or missing items.": "ग़लत या कम आए आइटम।",
  "Orders we cancel because we cannot deliver to your address.":
    "ऐसे ऑर्डर जिन्हें हम आपके पते पर डिलीवरी न हो पाने के कारण रद्द करते हैं।",
  "Orders you cancel before they are dispatched.": "भेजे जाने से पहले आपके द्वारा रद्द किए गए ऑर्डर।",
  "Opened or used henna cones, powders and oils, for hygiene reasons (unless they arrived damaged).":
    "खोले या इस्तेमाल किए गए मेहंदी कोन, पाउडर और तेल, साफ़-सफ़ाई के कारण (जब तक वे टूटे हुए न पहुँचे हों)।",
  "Opened tea packs.": "खोले गए चाय के पैकेट।",
  "A change of mind after the order has been dispatched.": "ऑर्डर भेजे जाने के बाद मन बदल जाना।",
  "Henna stains differ from skin to skin; the depth of colour alone is not a reason for a refund. Our team is happy to help with aftercare tips.":
    "मेहंदी का रंग हर त्वचा पर अलग चढ़ता है; सिर्फ़ रंग का गहरा या हल्का होना रिफ़ंड का कारण नहीं है। देखभाल के टिप्स के लिए हमारी टीम ख़ुशी से मदद करेगी।",
  "7 to 10 business days": "7 से 10 कार्य-दिवसों में",
  "For pay on delivery orders, the advance paid online is refunded the same way; any amount paid in cash is refunded to a bank account or UPI ID you give us.":
    "डिलीवरी पर पेमेंट वाले ऑर्डर में ऑनलाइन दिया गया एडवांस इसी तरह लौटाया जाता है; नक़द दी गई रकम आपके बताए बैंक खाते या UPI ID पर लौटाई जाती है।",
  "Shipping charges are refunded when the whole order is refunded because of our mistake or a damaged parcel. They are not refunded for a partial refund of undamaged items.":
    "हमारी ग़लती या टूटे पार्सल की वजह से पूरा ऑर्डर रिफ़ंड होने पर शिपिंग चार्ज भी लौटाया जाता है। बिना टूटे आइटम के आंशिक रिफ़ंड पर शिपिंग चार्ज नहीं लौटता।",
  "contact form": "संपर्क फ़ॉर्म",
  "1-2 business days": "1-2 कार्य-दिवसों में",
  "Orders placed on a weekend or a public holiday are processed on the next working day. Henna cones are rolled fresh, so during the wedding season we may take the full two days to send the freshest batch.":
    "वीकेंड या सरकारी छुट्टी पर किए गए ऑर्डर अगले कार्य-दिवस पर तैयार किए जाते हैं। मेहंदी कोन ताज़ा भरे जाते हैं, इसलिए शादियों के मौसम में सबसे ताज़ा बैच भेजने के लिए हम पूरे दो दिन ले सकते हैं।",
  "across India only": "सिर्फ़ भारत में",
  "If our courier partners cannot reach your address after you have ordered, we tell you by e-mail or SMS and offer another address. If delivery is not possible, your order is cancelled and the amount you paid is refunded in full.":
    "ऑर्डर के बाद अगर हमारे कूरियर पार्टनर आपके पते तक नहीं पहुँच पाते, तो हम ईमेल या SMS से बताकर दूसरा पता देने का विकल्प देते हैं। डिलीवरी संभव न हो तो ऑर्डर रद्द करके आपकी पूरी रकम लौटा दी जाती है।",
  "After dispatch, orders usually arrive within:": "भेजे जाने के बाद ऑर्डर आम तौर पर इतने समय में पहुँचते हैं:",
  "Estimated delivery time by location": "जगह के हिसाब से डिलीवरी का अनुमानित समय",
  Where: "कहाँ",
  "Business days after dispatch": "भेजने के बाद कार्य-दिवस",
  "Metro cities": "मेट्रो शहर",
  "Tier 2 and tier 3 cities": "टियर 2 और टियर 3 शहर",
  "Remote areas": "दूर-दराज़ के इलाके",
  "These are estimates: weather, strikes, festivals and courier delays can add a day or two. Your order page shows the expected delivery window for your order.":
    "ये अनुमान हैं: मौसम, हड़ताल, त्योहार और कूरियर की देरी से एक-दो दिन और लग सकते हैं। आपके ऑर्डर के पेज पर डिलीवरी का अनुमानित समय दिखता है।",
  "Shipping charges depend on the order value, the weight of the parcel and the delivery location. The exact charge, or free delivery when your order qualifies, is shown at checkout before you pay.":
    "शिपिंग चार्ज ऑर्डर की रकम, पार्सल के वज़न और डिलीवरी की जगह पर निर्भर करता है। सही चार्ज, या ऑर्डर योग्य होने पर मुफ़्त डिलीवरी, पेमेंट से पहले चेकआउट पर दिखती है।",
  "If your parcel arrives damaged, or it has not arrived well after its delivery window, write to us with your order ID and, for damage, photos of the parcel and the products. Please report damage within 48 hours of delivery.":
    "अगर पार्सल टूटा हुआ पहुँचे, या डिलीवरी के समय के काफ़ी बाद भी न पहुँचे, तो अपने ऑर्डर ID के साथ हमें लिखें, और टूट-फूट हो तो पार्सल व प्रोडक्ट की फ़ोटो भी भेजें। टूट-फूट की शिकायत डिलीवरी के 48 घंटों के अंदर करें।",
  "The delivery address can be changed only before the order is dispatched. Contact us as early as you can with your order ID and the new address; once the parcel has left our studio we can no longer redirect it.":
    "डिलीवरी का पता ऑर्डर भेजे जाने से पहले ही बदला जा सकता है। अपने ऑर्डर ID और नए पते के साथ जल्द से जल्द हमसे संपर्क करें; पार्सल हमारे स्टूडियो से निकल जाने के बाद उसका पता नहीं बदला जा सकता।",
  "Shipping and Delivery": "शिपिंग और डिलीवरी",
  "our contact form": "हमारे संपर्क फ़ॉर्म",
  "These terms apply to every visit to this website and every order placed on it. By using the site or placing an order you accept them. We may update them from time to time; the version published here on the day of your order applies to that order.":
    "ये शर्तें इस वेबसाइट पर हर विज़िट और हर ऑर्डर पर लागू होती हैं। साइट इस्तेमाल करके या ऑर्डर देकर आप इन्हें स्वीकार करते हैं। हम समय-समय पर इन्हें बदल सकते हैं; आपके ऑर्डर के दिन यहाँ छपी शर्तें उस ऑर्डर पर लागू होंगी।",
  "Henna and tea are natural products: colour, aroma and texture can vary slightly from batch to batch and from the pictures on the site. Henna stain depends on skin type, aftercare and how long the paste is kept on.":
    "मेहंदी और चाय प्राकृतिक प्रोडक्ट हैं: रंग, ख़ुशबू और बनावट हर बैच में और साइट की तस्वीरों से थोड़ी अलग हो सकती है। मेहंदी का रंग त्वचा, बाद की देखभाल और पेस्ट कितनी देर लगा रहा, इस पर निर्भर करता है।",
  "Prices are in Indian rupees and include applicable taxes unless stated otherwise. Shipping charges are shown separately at checkout. If a product is listed at a wrong price by mistake, we will contact you before dispatch and you may cancel the order for a full refund.":
    "क़ीमतें भारतीय रुपये में हैं और, अलग से न लिखा हो तो, लागू टैक्स सहित हैं। शिपिंग चार्ज चेकआउट पर अलग दिखाया जाता है। अगर ग़लती से किसी प्रोडक्ट की क़ीमत ग़लत लिख गई हो, तो भेजने से पहले हम आपसे संपर्क करेंगे और आप ऑर्डर रद्द करके पूरा रिफ़ंड ले सकते हैं।",
  "An order is confirmed once payment (or, for pay on delivery, the advance) is received. We may decline or cancel an order if a product is out of stock, the address cannot be served, or the order looks fraudulent; any amount paid is then refunded in full.":
    "पेमेंट (या डिलीवरी पर पेमेंट वाले ऑर्डर में एडवांस) मिलते ही ऑर्डर पक्का हो जाता है। प्रोडक्ट स्टॉक में न होने, पते पर डिलीवरी न होने या ऑर्डर संदिग्ध लगने पर हम ऑर्डर मना या रद्द कर सकते हैं; तब दी गई पूरी रकम लौटा दी जाती है।",
  "Online payments are processed by our payment partner; we never see or store your card details.":
    "ऑनलाइन पेमेंट हमारा पेमेंट पार्टनर करता है; आपके कार्ड की जानकारी हम न कभी देखते हैं, न रखते हैं।",
  "2 to 5 business days": "2 से 5 कार्य-दिवसों में",
  "Always do a patch test 24 hours before a full application. Our henna contains no PPD or black dye, but anyone can be allergic to natural ingredients or essential oils. Keep products away from eyes and out of reach of children. Do not use henna on broken or irritated skin.":
    "पूरी मेहंदी लगाने से 24 घंटे पहले हमेशा पैच टेस्ट करें। हमारी मेहंदी में PPD या काला रंग नहीं है, फिर भी किसी को प्राकृतिक चीज़ों या एसेंशियल ऑयल से एलर्जी हो सकती है। प्रोडक्ट आँखों से दूर और बच्चों की पहुँच से बाहर रखें। कटी-फटी या जलन वाली त्वचा पर मेहंदी न लगाएँ।",
  "Keep your password to yourself; you are responsible for orders placed from your account. Tell us at once if you think someone else has used it.":
    "अपना पासवर्ड किसी को न बताएँ; आपके अकाउंट से हुए ऑर्डर की ज़िम्मेदारी आपकी है। अगर लगे कि किसी और ने उसका इस्तेमाल किया है, तो तुरंत हमें बताएँ।",
  "Designs, photographs and text on this site belong to us or are used with permission. You may share links to our pages, but not copy our content for commercial use without written consent.":
    "इस साइट के डिज़ाइन, फ़ोटो और लेख हमारे हैं या अनुमति से इस्तेमाल किए गए हैं। आप हमारे पेजों के लिंक शेयर कर सकते हैं, पर लिखित अनुमति के बिना हमारी सामग्री व्यावसायिक इस्तेमाल के लिए कॉपी नहीं कर सकते।",
  "These terms are governed by the laws of India. Any dispute is subject to the courts of Mumbai, Maharashtra.":
    "ये शर्तें भारत के क़ानूनों के अधीन हैं। किसी भी विवाद की सुनवाई मुंबई, महाराष्ट्र की अदालतों में होगी।",
  "Head Office": "मुख्य ऑफ़िस",
  "Our Office": "हमारा ऑफ़िस",
  "What we collect": "हम क्या जानकारी लेते हैं",
  "How we use it": "हम इसका इस्तेमाल कैसे करते हैं",
  "Aadhaar numbers": "आधार नंबर",
  "Who we share it with": "हम यह किसके साथ साझा करते हैं",
  "Cookies and browser storage": "कुकीज़ और ब्राउज़र स्टोरेज",
  "How long we keep it": "हम इसे कितने समय तक रखते हैं",
  "Your choices": "आपके विकल्प",
  "What we collect when you shop or study with us, why we need it, and how you stay in control.":
    "जब आप हमसे ख़रीदारी करते हैं या पढ़ते हैं तो हम क्या जानकारी लेते हैं, क्यों लेते हैं, और उस पर आपका नियंत्रण कैसे रहता है।",
  "Damaged, wrong or missing items": "टूटे, ग़लत या कम आए आइटम",
  "What can be refunded": "किसका रिफ़ंड हो सकता है",
  Returns: "वापसी",
  "Loading the return window…": "वापसी की समय-सीमा लोड हो रही है…",
  "Write to us to return an item.": "कोई चीज़ वापस करने के लिए हमें लिखें।",
  "We do not take back undamaged items. A damaged, wrong or missing item is refunded as described above.":
    "बिना नुकसान वाली चीज़ें हम वापस नहीं लेते। टूटी, ग़लत या कम पहुँची चीज़ का रिफ़ंड ऊपर बताए तरीक़े से होता है।",
  "You can return a delivered item within {days} of delivery: open My Account, choose the order and press Request a return. Pick the items, tell us why and add photos if you like; we reply within 2 working days.":
    "डिलीवरी के {days} के अंदर आप डिलीवर हुई चीज़ वापस कर सकते हैं: My Account खोलें, ऑर्डर चुनें और वापसी का अनुरोध करें दबाएँ। चीज़ें चुनें, कारण बताएँ और चाहें तो फ़ोटो जोड़ें; हम 2 कामकाजी दिनों में जवाब देंगे।",
  "1 day": "1 दिन",
  "{n} days": "{n} दिन",
  "These cannot be returned: {names}.": "ये वापस नहीं की जा सकतीं: {names}।",
  "Once we receive the items, the refund goes back the way you paid.":
    "सामान मिलने के बाद रिफ़ंड उसी तरीक़े से लौटाया जाता है जिससे आपने भुगतान किया था।",
  "What cannot be refunded": "किसका रिफ़ंड नहीं होता",
  "How refunds are made": "रिफ़ंड कैसे होता है",
  "Shipping charges": "शिपिंग चार्ज",
  "Need help?": "मदद चाहिए?",
  "What to do if an order arrives damaged, what we refund, and how long it takes.":
    "ऑर्डर टूटा हुआ पहुँचे तो क्या करें, हम किसका रिफ़ंड देते हैं, और इसमें कितना समय लगता है।",
  "Every student of our academy agrees to these rules on the admission form. They keep classes fair, safe and on time.":
    "हमारी अकादमी का हर विद्यार्थी एडमिशन फ़ॉर्म में इन नियमों को स्वीकार करता है। इनसे क्लास सबके लिए बराबर, सुरक्षित और समय पर चलती हैं।",
  "You can see and correct your details and addresses under {account}. To get a copy of your data or have it deleted, write to {email}.":
    "अपनी जानकारी और पते आप {account} पेज पर देख और ठीक कर सकते हैं। अपने डेटा की कॉपी पाने या उसे हटवाने के लिए {email} पर लिखें।",
  "Questions about your privacy? Write to {email}.": "अपनी प्राइवेसी से जुड़ा कोई सवाल? {email} पर लिखें।",
  "Please open your parcel as soon as it arrives. If a product is damaged, leaking, or not what you ordered, {report} by writing to {email} with:":
    "पार्सल आते ही खोलकर देखें। अगर कोई प्रोडक्ट टूटा है, रिस रहा है या वह नहीं है जो आपने मँगाया था, तो {email} पर लिखकर {report}, और साथ में भेजें:",
  "Academy course and admission fees, which are non-refundable (see {rules}).":
    "अकादमी के कोर्स और एडमिशन की फ़ीस, जो वापस नहीं होती (देखें {rules})।",
  "Once your report is verified, we offer a replacement or a refund. Approved refunds are sent to the original payment method and reach your account in {days}, depending on your bank.":
    "आपकी शिकायत की जाँच के बाद हम बदला हुआ प्रोडक्ट या रिफ़ंड देते हैं। मंज़ूर रिफ़ंड उसी पेमेंट तरीके पर भेजा जाता है और आपके बैंक के अनुसार {days} आपके खाते में पहुँच जाता है।",
  "Write to {email} or use our {form}. We answer within one business day.":
    "{email} पर लिखें या हमारा {form} इस्तेमाल करें। हम एक कार्य-दिवस में जवाब देते हैं।",
  "Orders are packed and handed to our courier within {days} after your payment is confirmed. For pay on delivery orders the clock starts once the advance is paid.":
    "पेमेंट पक्का होने के बाद ऑर्डर {days} पैक करके कूरियर को सौंप दिए जाते हैं। डिलीवरी पर पेमेंट वाले ऑर्डर में यह समय एडवांस मिलने के बाद से गिना जाता है।",
  "We deliver {where}; we do not ship outside India. You can check a pincode on any product page before you order.":
    "हम {where} डिलीवरी करते हैं; भारत के बाहर हम नहीं भेजते। ऑर्डर से पहले आप किसी भी प्रोडक्ट पेज पर अपना पिनकोड जाँच सकते हैं।",
  "As soon as your parcel is dispatched we send the courier's tracking ID by e-mail or SMS. You can also follow every step of your order under {account}.":
    "पार्सल भेजते ही हम कूरियर का ट्रैकिंग ID ईमेल या SMS से भेजते हैं। अपने ऑर्डर का हर क़दम आप {account} पेज पर भी देख सकते हैं।",
  "Once we have verified it with the courier, we send a replacement or refund the amount of the affected items, as you prefer. See our {policy} for the details.":
    "कूरियर से जाँच के बाद, आपकी पसंद के अनुसार हम बदला हुआ सामान भेजते हैं या उन आइटम की रकम लौटाते हैं। पूरी जानकारी के लिए हमारी {policy} देखें।",
  "Write to {email} with your order ID and we will answer within one business day.":
    "अपने ऑर्डर ID के साथ {email} पर लिखें, हम एक कार्य-दिवस में जवाब देंगे।",
  "Orders ship within {days} and are delivered across India. Delivery times, charges and tracking are explained in our {policy} policy.":
    "ऑर्डर {days} भेजे जाते हैं और पूरे भारत में डिलीवर होते हैं। डिलीवरी का समय, चार्ज और ट्रैकिंग हमारी {policy} पॉलिसी में समझाए गए हैं।",
  "Damaged or wrong items must be reported within 48 hours of delivery. Refunds are made as described in our {policy}.":
    "टूटे या ग़लत आइटम की शिकायत डिलीवरी के 48 घंटों के अंदर करनी होगी। रिफ़ंड हमारी {policy} के अनुसार दिए जाते हैं।",
  "Admissions to our courses are also bound by the academy's {rules}, which every student agrees to on the admission form.":
    "हमारे कोर्स के एडमिशन पर अकादमी के {rules} भी लागू होते हैं, जिन्हें हर विद्यार्थी एडमिशन फ़ॉर्म में स्वीकार करता है।",
  "Questions about these terms? Write to {email}.": "इन शर्तों पर कोई सवाल? {email} पर लिखें।",
  "Questions before you enrol? Write to {email} or visit one of {centers}.":
    "एडमिशन से पहले कोई सवाल? {email} पर लिखें या हमारे {centers} आइए।",
  "our centers": "किसी सेंटर पर",
  Payments: "पेमेंट",
  Security: "सुरक्षा",
  Shipping: "शिपिंग",
  "Order processing": "ऑर्डर की तैयारी",
  "Where we deliver": "हम कहाँ डिलीवरी करते हैं",
  "Estimated delivery time": "डिलीवरी का अनुमानित समय",
  "Tracking your order": "अपना ऑर्डर ट्रैक करना",
  "Damaged or lost packages": "टूटे या गुम पार्सल",
  "Changing the delivery address": "डिलीवरी का पता बदलना",
  "Questions about delivery": "डिलीवरी से जुड़े सवाल",
  "How and when your henna, tea and course kits reach you, and what to do if something goes wrong.":
    "आपकी मेहंदी, चाय और कोर्स किट आप तक कैसे और कब पहुँचती है, और कुछ गड़बड़ हो तो क्या करें।",
  "About these terms": "इन शर्तों के बारे में",
  "Products and prices": "प्रोडक्ट और क़ीमतें",
  "Orders and payment": "ऑर्डर और पेमेंट",
  "Returns and refunds": "वापसी और रिफ़ंड",
  "Safe use of henna": "मेहंदी का सुरक्षित इस्तेमाल",
  "Academy courses": "अकादमी के कोर्स",
  "Your account": "आपका अकाउंट",
  "Our content": "हमारी सामग्री",
  "Governing law": "लागू क़ानून",
  "The terms that apply when you use this website, shop with us or join a course.":
    "इस वेबसाइट के इस्तेमाल, हमसे ख़रीदारी या कोर्स में शामिल होने पर लागू शर्तें।",
};

export default hindi;
