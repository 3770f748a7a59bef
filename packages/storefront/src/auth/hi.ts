// The login, registration and password reset pages' own texts in Hindi, keyed by their English: loaded with the page's code
// (storefront ui/lazy-page.tsx), and only by a Hindi reader. Texts the app's chrome or pages of other
// folders show too are in the catalogue's core (the app's and the storefront's i18n/hi.ts);
// i18n-catalogue.test.ts (storefront) checks the split.
const hindi: Record<string, string> = {
  "We will e-mail you a 6-digit code.": "हम आपको ईमेल पर 6 अंकों का कोड भेजेंगे।",
  "Sending code…": "कोड भेजा जा रहा है…",
  "Send code": "कोड भेजें",
  "You are logged in": "आप लॉग इन हैं",
  "Logged in as {value}.": "आप {value} के रूप में लॉग इन हैं।",
  "Continue shopping": "ख़रीदारी जारी रखें",
  "Not you? Logout": "आप नहीं हैं? लॉग आउट करें",
  "Welcome back! Log in to see your cart, orders and addresses.":
    "फिर से स्वागत है! अपनी कार्ट, ऑर्डर और पते देखने के लिए लॉग इन करें।",
  "Digit {value} of {OTP_LENGTH}": "{OTP_LENGTH} में से अंक {value}",
  "Verifying…": "जाँच हो रही है…",
  "Verify code": "कोड जाँचें",
  "Change e-mail": "ईमेल बदलें",
  "Resend code in {wait}s": "{wait} सेकंड में कोड दोबारा भेजें",
  "Resend code": "कोड दोबारा भेजें",
  "Create your account": "अपना अकाउंट बनाएँ",
  "Register to save your cart, track orders and check out faster.":
    "रजिस्टर करें और अपनी कार्ट सेव करें, ऑर्डर ट्रैक करें और जल्दी चेकआउट करें।",
  "Full name": "पूरा नाम",
  "Verified with the code we sent.": "भेजे गए कोड से पुष्टि हो चुकी है।",
  "Phone (optional)": "फ़ोन (वैकल्पिक)",
  "10 digits, numbers only.": "10 अंक, सिर्फ़ नंबर।",
  "At least 6 characters.": "कम से कम 6 अक्षर।",
  "Creating account…": "अकाउंट बन रहा है…",
  "Create account": "अकाउंट बनाएँ",
  "Password changed": "पासवर्ड बदल गया",
  "Password reset successfully! Taking you to the login page…":
    "पासवर्ड रीसेट हो गया! आपको लॉग इन पेज पर ले जा रहे हैं…",
  "Login now": "अभी लॉग इन करें",
  "Reset your password": "अपना पासवर्ड रीसेट करें",
  "We will e-mail you a code to set a new password.": "नया पासवर्ड बनाने के लिए हम आपको ईमेल पर एक कोड भेजेंगे।",
  "New password": "नया पासवर्ड",
  "Confirm new password": "नया पासवर्ड दोबारा डालें",
  "Reset password": "पासवर्ड रीसेट करें",
  or: "या",
  "Signing in with Google…": "Google से साइन इन हो रहा है…",
  "Continue with Google": "Google से जारी रखें",
  "Step {step} of {steps}: {name}": "चरण {step}/{steps}: {name}",
  "Your e-mail": "आपका ईमेल",
  "Enter the code": "कोड डालें",
  "New here?": "यहाँ नए हैं?",
  "Enter the 6-digit code": "6 अंकों का कोड डालें",
  "Already have an account?": "पहले से अकाउंट है?",
  "Remembered it?": "याद आ गया?",
  "Back to login": "लॉग इन पर वापस",
  "By logging in you agree to our {rules} and {privacy}.":
    "लॉग इन करके आप हमारे {rules} और {privacy} से सहमत होते हैं।",
  "We sent a 6-digit code to {email}. It is valid for 10 minutes.":
    "हमने {email} पर 6 अंकों का कोड भेजा है। यह 10 मिनट तक मान्य है।",
  "Google sign-in is not available in this version of the app. Please log in with your email and password.":
    "ऐप के इस वर्ज़न में Google से साइन इन उपलब्ध नहीं है। कृपया अपने ईमेल और पासवर्ड से लॉग इन करें।",
  "Google sign-in did not complete. Please try again.": "Google से साइन इन पूरा नहीं हुआ। कृपया फिर से कोशिश करें।",
};

export default hindi;
