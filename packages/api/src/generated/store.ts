// generated from openapi/store.yaml — do not edit
// Regenerate with `pnpm --filter @henna/api generate` after changing the contract.

export interface paths {
    "/newarrival/all/{storeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * New-arrival groups of the home page
         * @description One group per heading; each holds compact product summaries (Active products only).
         */
        get: operations["listNewArrivals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grouped-product/single/{productId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One full product
         * @description The full product, used before add to cart or buy and to refresh guest-cart lines. Products that are not Active are still returned (the browser reads `status`). List-like fields are always JSON arrays here, never JSON text.
         */
        get: operations["getProduct"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grouped-product/search-all-products/{storeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List or search the store's Active products
         * @description Without `page`/`limit` it returns every Active product of the store except courses (the
         *     specification's unpaged form). With `page` (and optionally `limit`, default 10) it returns one
         *     page plus `page`, `limit` and `hasMore`, and `total` on the last page. `category`, `search` and
         *     `sort` filter and order on the server so a large catalogue stays fast; they work with or without
         *     paging. Courses (`category` 'courses', trimmed, case-insensitive) are listed only with
         *     `category=courses` (§2: the course pages show only courses, every other listing hides them);
         *     `getProduct` returns them like any product. Items are compact `ProductSummary` objects (a page of
         *     10 stays under 6 KB).
         *
         */
        get: operations["searchProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/category/getdata/category/{storeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Product categories
         * @description Every category of the store, Active or not, ordered by `position` ascending (the browser shows only Active ones).
         */
        get: operations["listCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/offer/all/{storeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Offers of the home page
         * @description Offers in server order (the browser shows them reversed).
         */
        get: operations["listOffers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/slider/all/{storeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Home slider entries */
        get: operations["listSliders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/marquee/all/{storeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Promotional headings of the header marquee */
        get: operations["listMarquees"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/register/single/{storeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Store profile (logo, name, tagline, invoice details) */
        get: operations["getStoreProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/register/officesingle/{storeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The store office's address and coordinates
         * @description The office is the origin of delivery distances (§9).
         */
        get: operations["getOfficeLocation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/help/single/{shopId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Help numbers (WhatsApp chat and phone) */
        get: operations["getHelp"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/loginuser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in with e-mail and password
         * @description Rate-limited per e-mail and per client address (429 with `Retry-After`). A wrong e-mail or password gives the same 401 (code `INVALID_CREDENTIALS`), so the answer does not reveal which accounts exist.
         */
        post: operations["loginUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange a refresh token for a new token pair
         * @description Addition to the specification. The refresh token rotates: the answer carries a new pair and the old refresh token stops working. An unknown, expired, revoked or already-used refresh token gives 401 (code `INVALID_REFRESH_TOKEN`); reuse of an already-used one also revokes the session.
         */
        post: operations["refreshAuth"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke a refresh token
         * @description Addition to the specification. Revokes the refresh token (and its session). Answers 200 also when the token is already unknown or revoked, so logging out twice is harmless. The session's access tokens are refused from the next request on. With `deviceToken`, that push token is forgotten too when it is registered to the refresh token's user, so the device stops getting the user's notifications.
         */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/google": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in with a Google ID token from the mobile wrapper
         * @description Addition to the specification (spec §1 native wrapper, §3 Native sign-in result): the Android or iOS wrapper signs the shopper in with Google and hands the page a Google ID token, which this call exchanges for a session. The token must be signed by Google (its published keys), issued by accounts.google.com for one of the store's OAuth client ids (`GOOGLE_CLIENT_IDS`), unexpired, and carry a verified e-mail. The account with that e-mail in this store is signed in; without one, an account is created (no password: a password can be set later with the reset flow). Answers like `POST /loginuser`. A token that fails any check gives 401 (code `INVALID_GOOGLE_TOKEN`, or `GOOGLE_EMAIL_UNVERIFIED`); when Google sign-in is not configured, or Google's keys cannot be fetched, 503 (code `GOOGLE_SIGN_IN_OFF` or `GOOGLE_UNAVAILABLE`). Rate-limited per client address (429 with `Retry-After`).
         */
        post: operations["loginWithGoogle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/registeruser/api/send-otp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a registration OTP to an e-mail
         * @description Sends a 6-digit OTP (random, stored hashed, single use, valid 10 minutes, 5 attempts) to the e-mail. An e-mail that already has an account gives 409 (code `EMAIL_TAKEN`). Rate-limited (429 with `Retry-After`).
         */
        post: operations["sendSignupOtp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/registeruser/api/verify-otp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify the OTP last sent to an e-mail
         * @description Verifies the OTP most recently sent to the e-mail (by send-otp or resetsend-otp). Success marks the e-mail as verified for that OTP's purpose (registration or reset) for 30 minutes, which `signup` or `reset-password` then consume. A wrong OTP gives 400 (code `INVALID_OTP`), an expired or used one 400 (code `OTP_EXPIRED`). The 5th wrong attempt spends the OTP: it and every later try, with the right code or a wrong one, give the same 400 (code `OTP_SPENT`, 'Too many wrong attempts. Please request a new OTP.') until a new OTP is sent. Rate-limited per e-mail and per client address over a sliding 15-minute window (429 with `Retry-After`).
         */
        post: operations["verifyOtp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/registeruser/api/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an account
         * @description Requires a successful `verify-otp` for the same e-mail (registration purpose) within the last 30 minutes; otherwise 400 (code `OTP_NOT_VERIFIED`). An e-mail that already has an account gives 409 (code `EMAIL_TAKEN`). The password is stored as an argon2id/scrypt hash. Does not log in. Rate-limited per e-mail and per client address over a sliding 15-minute window (429 with `Retry-After`).
         */
        post: operations["signup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/registeruser/api/resetsend-otp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a password-reset OTP
         * @description Sends a reset OTP when the e-mail has an account. Answers the same 200 either way so the answer does not reveal which accounts exist. Rate-limited (429 with `Retry-After`).
         */
        post: operations["sendResetOtp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/registeruser/api/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password after a verified reset OTP
         * @description Requires a successful `verify-otp` for the same e-mail (reset purpose) within the last 30 minutes; otherwise 400 (code `OTP_NOT_VERIFIED`). Revokes every refresh token of the account. Rate-limited (429 with `Retry-After`).
         */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/registeruser/single/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's account record
         * @description The browser refreshes its stored login record from this on status 200. The server never answers 201 here. An account that no longer exists gives 404 with message 'User not found' (the browser then deletes its login record).
         */
        get: operations["getRegisteredUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/registeruser/api/user/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update the caller's mobile and GST number */
        put: operations["updateUserContact"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/registeruser/api/user/{id}/language": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Choose the language of the caller's messages and e-mails
         * @description Stores the account's language (`en` or `hi`). From then on the server's messages to this account (errors, field errors, success messages) and its e-mails and push notices (order confirmation, status changes, password reset codes) are in that language, whatever the request's `Accept-Language`. The answer's message is already in the new language.
         */
        put: operations["updateUserLanguage"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/firebase/register-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a push-messaging device token for the caller
         * @description Registering the same token again is harmless (upsert). When push messaging is not configured the token is still stored and 200 is returned.
         */
        post: operations["registerPushToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a product (or one variation) to the caller's cart
         * @description The line is priced from the database. A Variable Product needs `product_sku` (the variation's sku). The same sku already in the cart gives 409 with msg 'Product already in cart' (code `ALREADY_IN_CART`); a product or variation with no stock gives 409 (code `OUT_OF_STOCK`); an unknown or not Active product gives 404.
         */
        post: operations["addCartItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cart/{userIdOrSku}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's cart (GET /cart/{userId})
         * @description §7's `GET /cart/{userId}`: the path segment is the caller's `user_id` (another user's id gives 403). OpenAPI forbids two templates of the same shape, so this path is shared with `DELETE /cart/{sku}` under one parameter name. Lines carry current database prices.
         */
        get: operations["getCart"];
        put?: never;
        post?: never;
        /**
         * Remove one line from the caller's cart (DELETE /cart/{sku})
         * @description §7's `DELETE /cart/{sku}`: the path segment is the line's `product_sku`, in the caller's own cart only. A sku not in the cart gives 404.
         */
        delete: operations["removeCartItem"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cart/deleteall/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Empty the caller's cart
         * @description Emptying an already empty cart is harmless (200).
         */
        delete: operations["clearCart"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/address": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add an address for the caller
         * @description The server geocodes the address itself (latitude/longitude sent by the browser are ignored). Setting `defaultaddressS`/`defaultaddressB` true makes it the only shipping/billing default.
         */
        post: operations["createAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/address/{userIdOrAddressId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's addresses (GET /address/{userId})
         * @description §7's `GET /address/{userId}`: the path segment is the caller's `user_id` (another user's id gives 403). OpenAPI forbids two templates of the same shape, so this path is shared with the address-id operations under one parameter name. The list is under `user` (the specification's name); an empty list is not an error.
         */
        get: operations["listAddresses"];
        /**
         * Replace one of the caller's addresses (PUT /address/{id})
         * @description The path segment is the address `id`; another user's address gives 404. The server geocodes the new address text.
         */
        put: operations["updateAddress"];
        post?: never;
        /**
         * Delete one of the caller's addresses (DELETE /address/{id})
         * @description The path segment is the address `id`; another user's or an unknown address gives 404. Orders keep their own copy of the address.
         */
        delete: operations["deleteAddress"];
        options?: never;
        head?: never;
        /**
         * Make one address the shipping or billing default (PATCH /address/{id})
         * @description The path segment is the address `id`. `defaultaddressS: true` makes it the shipping default, `defaultaddressB: true` the billing default; the previous default of that kind is cleared in the same transaction. Another user's address gives 404.
         */
        patch: operations["setDefaultAddress"];
        trace?: never;
    };
    "/address/reset-default/{type}/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Clear the caller's shipping or billing default */
        patch: operations["resetDefaultAddress"];
        trace?: never;
    };
    "/pincode/getall/{storeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Deliverable pincodes
         * @description Every pincode row of the store with its status. Delivery is limited to Active pincodes when any are listed; an empty list means no pincode restriction.
         */
        get: operations["listPincodes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay-razorpay/{storeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Public payment-provider settings for the checkout widget
         * @description Only what the browser's checkout widget needs. The provider's secret key never leaves the server and is not part of this answer. `gateway` says whether to open Razorpay's widget or the sandbox dialog.
         */
        get: operations["getPaymentSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deliverypaybefore/single/{storeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Advance percentage for pay on delivery */
        get: operations["getDeliveryPayBefore"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/delivery-price/{storeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Delivery price bands by distance */
        get: operations["listDeliveryPrices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/freedelivery/{storeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Free-delivery bands by distance and order total */
        get: operations["listFreeDeliveryBands"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/coupon/check/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check a coupon code
         * @description A blank code gives 400 'Please enter a coupon code'. A coupon that does not exist, is not Active, is outside its validity dates or belongs to another store gives 404 'Invalid coupon' (code `INVALID_COUPON`); one whose usage limit is reached gives 404 'This coupon has reached its usage limit.' (code `COUPON_LIMIT_REACHED`). The minimum amount is reported in `couponData.min_amount` and enforced when the order is created, with the usage limit. `valid_from`/`valid_to` are calendar dates in India.
         */
        get: operations["checkCoupon"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/checkout/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The checkout's bill as the order would be charged, GST included
         * @description Addition to the specification (the /checkout order summary). Prices the lines exactly as
         *     `POST /payment` would (catalogue prices, coupon, the delivery charge for the shipping address)
         *     without creating anything, and adds the GST: per line from each product's rate after its share
         *     of the coupon, plus the delivery charge's at store setup's rate; CGST + SGST when the shipping
         *     pincode is in the store's state, else IGST. Prices include GST unless the store prices without
         *     it: then `gst.added` is added to the total and the summary has a 'GST' line.
         *
         *     Without `shipping_address_id` the delivery charge is not known yet (`delivery_charge` null) and
         *     the GST is worked out without it. `course: true` prices one course fee (no delivery).
         *     Failures: 404 unknown product, address (or another user's address) or coupon; 409
         *     `COUPON_MIN_AMOUNT` or `COUPON_LIMIT_REACHED`.
         *
         */
        post: operations["quoteCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a pay-now order and its gateway order
         * @description Prices every line from the database (variation price by sku), applies the coupon (minimum amount,
         *     validity, usage limit), the delivery charge (distance from the office to the shipping address,
         *     §9) and creates the order (payment `status` Pending) and a gateway order for the total in paise,
         *     all in one transaction that also reserves stock.
         *
         *     `Idempotency-Key` is required: the same key with the same body replays the first answer (header
         *     `Idempotent-Replayed: true`) instead of creating a second order; the same key with a different
         *     body gives 409 (code `IDEMPOTENCY_MISMATCH`). Keys are kept per user for 24 hours.
         *
         *     Failures: 404 unknown product or address (or another user's address); 409 `OUT_OF_STOCK`,
         *     `COUPON_LIMIT_REACHED`, `COUPON_MIN_AMOUNT` or `IDEMPOTENCY_MISMATCH`; 422 `NOT_DELIVERABLE` when
         *     the shipping pincode is not deliverable; 502 `PAYMENT_GATEWAY_ERROR` when the gateway refuses.
         *
         */
        post: operations["createPayNowOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/paydelivery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a pay-on-delivery order
         * @description Same pricing, stock, coupon, delivery and idempotency rules as `POST /payment`. The advance is
         *     rounded total × `delivery_percentage` / 100 (§9). With an advance above 0 the answer carries a
         *     `razorpay_order` for the advance and the order waits for its payment (verify as for pay now);
         *     with no advance the order is confirmed at once (`orderStatus` Pending, payment `status` Pending
         *     until delivery) and `razorpay_order` is absent.
         *
         */
        post: operations["createPayOnDeliveryOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify a gateway payment of an order
         * @description Checks HMAC-SHA256(`razorpay_order_id` + "|" + `razorpay_payment_id`) under the gateway's secret against `razorpay_signature` with a constant-time compare, for a gateway order the server created for one of the caller's orders. A good signature marks the order paid once (repeats answer 200 again) and empties the caller's cart of the ordered lines; a bad one gives 400 with `success: false` (code `PAYMENT_VERIFICATION_FAILED`) and marks the payment Failed.
         */
        post: operations["verifyPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Razorpay webhook receiver
         * @description Addition to the specification; called by Razorpay, not by the browser. The signature header is HMAC-SHA256 of the raw request body under the webhook secret, checked before the body is parsed (a bad or missing signature gives 400). Events are deduplicated by `X-Razorpay-Event-Id`. `payment.captured` / `order.paid` mark the matching order or admission payment paid (once); `payment.failed` marks it Failed unless already paid. `refund.processed` / `refund.failed` settle the matching refund (found by the refund id, or by the receipt `rf_<id>` the refund was made with when the webhook arrives before the refund call's answer) when its payment and amount match; a settled refund does not change again. Other events are acknowledged and ignored.
         */
        post: operations["handlePaymentWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/sandbox/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay a sandbox gateway order
         * @description Dev-only: absent when NODE_ENV=production. Also absent unless `PAYMENT_GATEWAY=sandbox`. Stands in for the gateway's checkout widget: answers exactly what Razorpay hands its success handler, with `razorpay_signature` = hex HMAC-SHA256(`order_id` + "|" + payment id) under the sandbox key secret for `outcome: success`, and a signature that will not verify for `outcome: failure`. The browser then calls `POST /payment/verify` or `POST /admission-pay/verify` as with Razorpay. An unknown gateway order gives 404.
         */
        post: operations["sandboxPay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/{user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's orders
         * @description Newest first. Another user's id gives 403.
         */
        get: operations["listOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/order/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the caller's orders
         * @description Another user's or an unknown order gives 404.
         */
        get: operations["getOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/order/{id}/credit-notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The GST credit notes of one of the caller's orders
         * @description The caller's own order only: another user's or an unknown order gives 404. See adminGetOrderCreditNotes for what a credit note holds.
         */
        get: operations["getOrderCreditNotes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/order/{id}/invoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The GST tax invoice of one of the caller's orders
         * @description Addition to the specification (the /invoice page). Built by the server from the stored order:
         *     prices are tax-inclusive, so each line's GST (CGST + SGST when the place of supply, the state of
         *     the shipping pincode, is the supplier's state, else IGST) is taken out of what was charged, and
         *     the invoice's total equals the order's `totalAmountbeforePay` to the paisa. When the store prices
         *     without GST (`tax_mode` exclusive) the GST was added at checkout, and each line's total is its
         *     taxable value plus that GST. The delivery charge is a line of its own (SAC 996812) at the rate
         *     store setup gave it when the order was placed. Orders placed before GST came from the products
         *     (`tax_mode` legacy_fixed) keep the invoice they were issued: their delivery, the checkout's fixed
         *     'Gst Tax (10%)' line and any fee are charges of the same supply, taxed at the rate of its principal
         *     line. Another user's or an unknown order gives 404; an order without an invoice yet (not paid or
         *     confirmed) gives 409 `INVOICE_NOT_READY`.
         *
         */
        get: operations["getOrderInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/orders/{orderId}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move an order to another status (back office)
         * @description Addition to the specification, for the back office (a staff token) and automation (the static
         *     `ADMIN_TOKEN`).
         *     Legal moves (the rule of `@henna/domain/order-status`, `canMoveOrder`): exactly one step forward
         *     along Pending → Processing → Packed → Shipped → Out for delivery → Delivered, or Cancelled from
         *     any status before Delivered; Delivered and Cancelled are final. Any other move (backwards,
         *     skipping a step, or to the current status) gives 409 (code `ILLEGAL_STATUS_CHANGE`). The move
         *     stamps `processing_date`, `shipped_date`, `out_deliverydate` or `delivery_date` (Delivered also
         *     sets `delivered: true`); Packed and Cancelled stamp no date. Cancelling releases the order's
         *     reserved stock and its coupon use. `note` (e.g. the courier and AWB number) is kept in the
         *     order's history and shown to the customer on the tracking page (`Order.status_notes`).
         *
         */
        post: operations["updateOrderStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/order/{id}/returns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether one of the caller's orders can be returned, what, and its return requests
         * @description The caller's own order only (404 otherwise). `can_request` says whether a return may be asked for now, `problem` why not (returns off, not delivered, the window closed); each line says how many units can still be returned and, when none, why (`@henna/domain/return-eligibility`).
         */
        get: operations["getOrderReturns"];
        put?: never;
        /**
         * Ask to return units of one of the caller's delivered orders
         * @description The server decides: a Delivered order inside the store's return window (counted from its delivery date), no line of a non-returnable category, no more units than were bought minus those refunded or already in a return, and one open request per line (409 `RETURN_REFUSED` with the reason otherwise). `photos` are pictures uploaded with `uploadReturnPhoto`. The shop is told in its inbox; the customer gets an e-mail.
         */
        post: operations["createOrderReturn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/returns/photos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a photo for a return request (JPEG, PNG or WebP, at most 10 MB)
         * @description The body is the file itself, read like the back office's pictures (400 `UNSUPPORTED_IMAGE` otherwise). Its `url` goes in a return request's `photos`.
         */
        post: operations["uploadReturnPhoto"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/returns/policy/{storeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The store's return window and the categories that cannot be returned
         * @description Public: the refund policy page shows it. `window_days` 0 means the shop takes no returns.
         */
        get: operations["getReturnPolicy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A staff member signs in to the back office
         * @description Staff are not customers: their own accounts (`staff_members`) and an access token for the admin
         *     audience (`henna-store/admin`, 15 minutes), which no customer route accepts; a customer's token
         *     is never accepted by an `/admin/...` route. Wrong e-mail or password give the same 401
         *     `INVALID_CREDENTIALS`. Limited per e-mail and per client address (429 `RATE_LIMITED`). A
         *     session ends at logout, when the member is removed, and after 30 minutes without a request.
         *
         */
        post: operations["adminLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new staff token pair from a refresh token
         * @description Rotates the refresh token (the old one is retired). A retired or unknown token, an ended or idle session, or a removed member give 401 `INVALID_REFRESH_TOKEN`.
         */
        post: operations["adminRefresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End the caller's staff session
         * @description Ends the session of the access token; its access and refresh tokens are refused from then on.
         */
        post: operations["adminLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/auth/set-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a staff password from a one-time link
         * @description The token of a set-password link (made by `cli.js staff add` or an owner's invitation, valid 7 days, used once). An unknown, used or expired token gives 400 `INVALID_LINK`.
         */
        post: operations["adminSetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the store still needs its first owner
         * @description `needsOwner` is true while the store has no owner: the back office's sign-in page then says how to get the one-time setup link the server prints at every start.
         */
        get: operations["adminSetupStatus"];
        put?: never;
        /**
         * Make the store's first owner from the setup link, and sign them in
         * @description The token of the link the server prints at start while the store has no owner (valid 24 hours, used once). An unknown, used or expired token gives 400 `INVALID_LINK`; a store that has an owner gives 409 `OWNER_EXISTS`. The owner is signed in (the same answer as a sign-in) and the setup is in the audit log. Limited per client address (429 `RATE_LIMITED`).
         */
        post: operations["adminSetupOwner"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in staff member */
        get: operations["adminMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/staff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The store's staff (owner only) */
        get: operations["adminListStaff"];
        put?: never;
        /**
         * Invite a staff member (owner only)
         * @description Creates the member and mails a one-time set-password link (also answered, so the owner can pass it on). An e-mail already on the staff gives 409 `EMAIL_TAKEN`.
         */
        post: operations["adminInviteStaff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/staff/{staffId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a staff member (owner only)
         * @description Every session of the member ends at once. An owner cannot remove themself or the last owner (409 `LAST_OWNER`).
         */
        delete: operations["adminRemoveStaff"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The audit log (owner only), newest first
         * @description Every write a staff member or the automation token made, with the values before and after.
         */
        get: operations["adminListAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The store's orders, newest first, server-paged
         * @description Filters combine; `q` finds an order id (exact or prefix), a customer's e-mail or a 10-digit mobile. `total` counts every match. `newCount` is the number of orders placed after the caller last looked (see `adminMarkOrdersSeen`).
         */
        get: operations["adminListOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/orders/new-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many orders arrived since the caller last looked (polled for the badge) */
        get: operations["adminNewOrdersCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/orders/seen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The caller has seen every order placed so far (clears the badge) */
        post: operations["adminMarkOrdersSeen"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/orders/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One order with its customer, payment ids and status history */
        get: operations["adminGetOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/orders/{orderId}/invoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The GST tax invoice of any order of the store (printing)
         * @description The same invoice the customer sees; 409 `INVOICE_NOT_READY` before the order is paid or confirmed.
         */
        get: operations["adminGetOrderInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/orders/{orderId}/credit-notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The GST credit notes of an order, printable
         * @description Every processed refund of goods or of the delivery fee on an order whose invoice was issued has a credit note, numbered in its own series (CN/<financial year>/<n>), naming the original invoice, with the invoice's CGST + SGST or IGST split on the refunded taxable value and the supplier as it was when the invoice was issued.
         */
        get: operations["adminGetOrderCreditNotes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/orders/{orderId}/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What can still be refunded on an order, and its refunds
         * @description The lines with the units already refunded and each line's value after its coupon share, the delivery fee, what was captured online and collected in cash, what is left to refund by each method, the staff refund limit, and the order's refunds newest first.
         */
        get: operations["adminGetOrderRefunds"];
        put?: never;
        /**
         * Refund part of a paid order (lines or quantities, the delivery fee, or an amount)
         * @description Through the gateway (back to the captured payment, up to what it captured) or, for cash collected on delivery, recorded as paid by hand (`manual`, with `manual_channel` UPI or bank transfer and its `manual_reference`). The same Idempotency-Key answers the first refund again (200 with `replayed: true`). 409 `REFUND_REFUSED` when the refund would exceed what was captured minus what was already refunded (or another rule of `@henna/domain/refunds` refuses it), 409 `ORDER_NOT_PAID` before anything was paid, 403 `OWNER_REQUIRED` when a staff member asks for more than the store's `refund_staff_limit`, 502 `PAYMENT_GATEWAY_ERROR` when the gateway refused the refund (recorded as failed). A gateway refund starts `initiated` and becomes `processed` or `failed` by the gateway's answer, its webhook or the reconciliation job.
         */
        post: operations["adminRefundOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/orders/{orderId}/cancel-and-refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a paid order before it ships, and refund it in whole
         * @description Moves the order to Cancelled, gives its stock back (stock movements with the reason `cancelled`) and its coupon use, refunds everything still refundable through the gateway, and mails and pushes the customer, all at once. Only before the order is Shipped (409 `ILLEGAL_STATUS_CHANGE` after). An unpaid order is cancelled with the plain status move instead (409 `ORDER_NOT_PAID`). The same Idempotency-Key answers the first refund again. 403 `OWNER_REQUIRED` when a staff member's refund would exceed the store's `refund_staff_limit`.
         */
        post: operations["adminCancelAndRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/returns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The store's return requests, newest first, server-paged (the returns inbox)
         * @description `state` filters by the request's state, `open` to those not yet rejected or refunded; `q` finds an order id (exact or prefix) or a customer's e-mail. `total` counts every match; `waiting` counts the requests still `requested`.
         */
        get: operations["adminListReturns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/returns/{returnId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One return request */
        get: operations["adminGetReturn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/returns/{returnId}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a requested return, with a pickup note mailed to the customer
         * @description requested → approved (409 `ILLEGAL_RETURN_MOVE` from any other state). The customer is mailed the pickup note.
         */
        post: operations["adminApproveReturn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/returns/{returnId}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a requested return, with a reason mailed to the customer
         * @description requested → rejected (409 `ILLEGAL_RETURN_MOVE` from any other state); its lines may be asked for again.
         */
        post: operations["adminRejectReturn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/returns/{returnId}/receive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark an approved return received
         * @description approved → received (409 `ILLEGAL_RETURN_MOVE` from any other state).
         */
        post: operations["adminReceiveReturn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/returns/{returnId}/restock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Put a received return's units back on sale
         * @description received → restocked: the units go back into stock, each line one stock movement with the reason `returned` (a deleted product has no stock to return to).
         */
        post: operations["adminRestockReturn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/returns/{returnId}/write-off": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Write off a received return's units
         * @description received → written_off: the units do not go back on sale; each line is one stock movement with the reason `written_off` and a change of 0, so the product's history shows where they went.
         */
        post: operations["adminWriteOffReturn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/returns/{returnId}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refund a restocked or written-off return
         * @description restocked or written_off → refunded, through the refund service (the same rules, staff limit and GST credit note as `adminRefundOrder`): the return's lines and units, by the gateway or, for cash collected on delivery, by hand. A refund the gateway refuses answers 502 and leaves the return as it was.
         */
        post: operations["adminRefundReturn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The store's products, server-paged, searchable (title or SKU), with filters
         * @description `stock=out` lists products with no stock left (over all variations), `stock=low` those with 1 to `LOW_STOCK` (5) units. `total` counts every match, except for a search matching more than 1,000 products: counting those would cost more than the page itself, so `total` is then 1,001 and `totalAtLeast` is true (the list says "1,000+" and a narrower search finds the rest).
         */
        get: operations["adminListProducts"];
        put?: never;
        /**
         * Create a product (Simple, Variable or Grouped)
         * @description Checked on the server with the specification's messages (400 `VALIDATION_FAILED` with one entry per field): a sale price below the price, SKUs unique in the store (product and variation SKUs alike, 409 `SKU_TAKEN`), variations for a Variable product, grouped items that exist for a Grouped one. The shop sees it at once (the store's catalogue cache is invalidated).
         */
        post: operations["adminCreateProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/products/{productId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product as the editor needs it */
        get: operations["adminGetProduct"];
        /**
         * Replace a product's editable fields
         * @description The same checks as creating. Variations are matched by `id` (kept), new ones have none, missing ones are removed. Stock is not edited here for existing rows (use the stock adjustment, which keeps its history); a new variation takes its `stock` as its opening stock.
         */
        put: operations["adminUpdateProduct"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/products/{productId}/stock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A product's stock adjustments, newest first */
        get: operations["adminStockHistory"];
        put?: never;
        /**
         * Adjust a product's (or one variation's) stock with a reason
         * @description `delta` is added to the stock (negative for damaged goods or a correction down); stock never goes below 0 (400 with the field `body.delta`). `variation_sku` names the variation of a Variable product (required there).
         */
        post: operations["adminAdjustStock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Category names and category types (tags) the product editor offers */
        get: operations["adminListCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/media": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a picture (JPEG, PNG or WebP, at most 10 MB)
         * @description The body is the file itself. Its type is read from its bytes, not its name or Content-Type (400 `UNSUPPORTED_IMAGE` otherwise; 413 `BODY_TOO_LARGE` over 10 MB). The server keeps WebP (and AVIF where it is smaller) at a few widths; `url` is the picture to store on a product, and the shop derives its `srcset` from it.
         */
        post: operations["adminUploadMedia"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/catalogue/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The catalogue as CSV (products and variations), streamed
         * @description One row per Simple or Grouped product and one per variation of a Variable product (the product's columns repeated, `variation_*` filled). The import reads the same columns, so an export imported again changes nothing.
         */
        get: operations["adminExportCatalogue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/catalogue/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a catalogue CSV and check it (a dry run; nothing is written to the catalogue)
         * @description Every row is checked as the product editor checks it and matched by SKU: the answer says row by row what would be created or updated, and every problem (row, column, message). Apply it with `adminApplyImport`.
         */
        post: operations["adminCheckImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/catalogue/imports/{importId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An import's report and progress (rows paged) */
        get: operations["adminGetImport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/catalogue/imports/{importId}/apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply a checked import in the background
         * @description A file with problems is applied only with `skipInvalid: true` (its valid rows; 409 `IMPORT_HAS_ERRORS` otherwise). A product's rows are applied in one transaction, so no row is half-applied. An import already applied or applying gives 409 `IMPORT_NOT_READY`. Progress is read with `adminGetImport`.
         */
        post: operations["adminApplyImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admission/single/{user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's admission record (to prefill the form)
         * @description `user` is null when the caller has no admission yet. `aadhar` is always masked. Another user's id gives 403.
         */
        get: operations["getAdmission"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admission": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit the caller's admission form
         * @description One admission per user and store: when the caller already has one, 409 (code `ADMISSION_EXISTS`; use `PUT /admission/{id}`). `aadhar` must be 12 digits here (the masked form is only accepted by PUT); it is encrypted at rest and never logged.
         */
        post: operations["createAdmission"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admission/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update the caller's admission form
         * @description `aadhar` is either 12 digits (replaces the stored number) or the masked form returned by the server (`XXXX-XXXX-1234`, keeps the stored number; it must match its last four digits). Another user's or an unknown admission gives 404.
         */
        put: operations["updateAdmission"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admission-pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a pay-now admission payment for a course
         * @description The fee is the course product's price from the database (coupon applied as for orders). The
         *     admission must be the caller's (else 404) and the product a course (category 'courses', else
         *     400). Idempotency as for `POST /payment`: the same key with a different body gives 409
         *     (code `IDEMPOTENCY_MISMATCH`).
         *
         */
        post: operations["createAdmissionPayNow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admission-pay/paydelivery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a pay-later admission payment for a course
         * @description As `POST /payment/paydelivery` for a course fee: the advance share (store's `delivery_percentage`) is paid online when above 0 (`razorpay_order` present), the rest at the center. Idempotency as for `POST /payment`.
         */
        post: operations["createAdmissionPayOnDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admission-pay/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify a gateway payment of an admission
         * @description As `POST /payment/verify`, for admission payments.
         */
        post: operations["verifyAdmissionPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admission-pay/single/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the caller's admission payments (result page)
         * @description Another user's or an unknown payment gives 404.
         */
        get: operations["getAdmissionPayment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/getquote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Request a quote for products
         * @description Works for guests and logged-in users. With a token, `user_id` must be the caller's (else 403) and the request is linked to the account; without one it is stored as a guest request. Amounts in the body are recorded as the browser showed them, for the team's information only.
         */
        post: operations["requestQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/leads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a lead (contact form)
         * @description Works for guests and logged-in users. With a token, `user_id` must be the caller's (else 403).
         */
        post: operations["createLead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/inquiry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send an academy enquiry (enquiry host)
         * @description Served by the enquiry host (second backend in the specification; by default this server). The specification's browser sends the e-mail address in `school`.
         */
        post: operations["createEnquiry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/class-level/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Class levels offered by the academy (enquiry host) */
        get: operations["listClassLevels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/button/{main_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Default action button configuration
         * @description The browser picks the first flagged default in priority getquote, addtocart, buynow.
         */
        get: operations["listButtons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/paybutton/{main_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Payment method configuration (pay now / pay on delivery) */
        get: operations["listPayButtons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/meta/{main_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Page metadata (title, description, icon, scripts) */
        get: operations["getPageMeta"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness and database check
         * @description Addition to the specification. 200 when the server can reach its database.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read e-mails stored by the dev outbox
         * @description Dev-only: absent when NODE_ENV=production. Also empty when `SMTP_URL` is set (mail then really goes out). Every e-mail the server would send (OTPs, order confirmations), newest first, at most 100.
         */
        get: operations["listDevOutbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/backups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The database backups in BACKUP_DIR, newest first (owner only)
         * @description The nightly backups (7 daily and 4 weekly are kept) and those taken with "Back up now", each read back in full after it was written; when the next nightly one is due.
         */
        get: operations["adminListBackups"];
        put?: never;
        /**
         * Take a backup now (owner only, audited)
         * @description Taken by the server while it serves (PGlite: one consistent snapshot; PostgreSQL: pg_dump), verified, then the folder is trimmed as the nightly backup does. Answers when the backup is written.
         */
        post: operations["adminBackUpNow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/backups/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download one backup file (owner only, audited) */
        get: operations["adminDownloadBackup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/store-setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The store's profile and selling rules (owner only) */
        get: operations["adminGetStoreSetup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/store-setup/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change the store's profile (owner only)
         * @description Name, tagline, logo, address, GSTIN, contact and help numbers, centers. Invoices already issued keep the supplier they were issued with; the shop shows the change on its next page load.
         */
        put: operations["adminUpdateStoreProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/store-setup/selling": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change the selling rules (owner only)
         * @description The product cards' default button, the payment modes and the pay-on-delivery advance, the store's and each page's title and description, the promo marquee lines.
         */
        put: operations["adminUpdateSellingRules"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/delivery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Delivery bands, the office location and pincode warnings (owner only) */
        get: operations["adminGetDelivery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/delivery/bands": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replace the distance bands and the free-delivery bands (owner only)
         * @description Both lists are saved whole. Active bands of a list may touch but not overlap or leave a whole kilometre uncovered between them; such lists are refused (400, one entry in `errors` per problem) and nothing changes.
         */
        put: operations["adminUpdateDeliveryBands"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/delivery/office": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set the office, where delivery distances are measured from (owner only)
         * @description Without latitude and longitude the office is placed by the pincode in its address; an address the map does not know is refused (400 on `address`).
         */
        put: operations["adminUpdateOfficeLocation"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/pincodes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The pincode list, one page (owner only)
         * @description Each pincode with its distance from the office and whether an Active distance band holds it.
         */
        get: operations["adminListPincodes"];
        put?: never;
        /**
         * Add one pincode or many pasted at once (owner only)
         * @description Every entry must be a 6-digit Indian pincode, else nothing is added (400 naming them). Pincodes already listed are left as they are and answered in `existing`.
         */
        post: operations["adminAddPincodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/pincodes/{pincodeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Make a pincode Active or Inactive (owner only) */
        patch: operations["adminUpdatePincode"];
        trace?: never;
    };
    "/admin/marketing/sliders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every slide of the shop, Active or not, in display order
         * @description Staff and owners (day-to-day marketing; every change is in the audit log).
         */
        get: operations["adminListSliders"];
        put?: never;
        /**
         * Add a slide (last in the order)
         * @description Staff and owners (day-to-day marketing; every change is in the audit log). The shop shows it on its next page load (on every instance within 2 s).
         */
        post: operations["adminCreateSlider"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/marketing/sliders/reorder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Put the slides in a new order
         * @description Staff and owners (day-to-day marketing; every change is in the audit log). `ids` names every slide of the store once, first shown first; a list that leaves one out or names another store's is refused (400).
         */
        post: operations["adminReorderSliders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/marketing/sliders/{itemId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a slide (its position stays)
         * @description Staff and owners (day-to-day marketing; every change is in the audit log).
         */
        put: operations["adminUpdateSlider"];
        post?: never;
        /**
         * Delete a slide
         * @description Staff and owners (day-to-day marketing; every change is in the audit log).
         */
        delete: operations["adminDeleteSlider"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/marketing/offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every offer of the shop, Active or not, in display order
         * @description Staff and owners (day-to-day marketing; every change is in the audit log).
         */
        get: operations["adminListOffers"];
        put?: never;
        /**
         * Add a offer (last in the order)
         * @description Staff and owners (day-to-day marketing; every change is in the audit log). The shop shows it on its next page load (on every instance within 2 s).
         */
        post: operations["adminCreateOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/marketing/offers/reorder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Put the offers in a new order
         * @description Staff and owners (day-to-day marketing; every change is in the audit log). `ids` names every offer of the store once, first shown first; a list that leaves one out or names another store's is refused (400).
         */
        post: operations["adminReorderOffers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/marketing/offers/{itemId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a offer (its position stays)
         * @description Staff and owners (day-to-day marketing; every change is in the audit log).
         */
        put: operations["adminUpdateOffer"];
        post?: never;
        /**
         * Delete a offer
         * @description Staff and owners (day-to-day marketing; every change is in the audit log).
         */
        delete: operations["adminDeleteOffer"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/marketing/new-arrivals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every New Arrivals group of the shop, Active or not, in display order
         * @description Staff and owners (day-to-day marketing; every change is in the audit log).
         */
        get: operations["adminListArrivalGroups"];
        put?: never;
        /**
         * Add a New Arrivals group (last in the order)
         * @description Staff and owners (day-to-day marketing; every change is in the audit log). The shop shows it on its next page load (on every instance within 2 s).
         */
        post: operations["adminCreateArrivalGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/marketing/new-arrivals/reorder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Put the New Arrivals groups in a new order
         * @description Staff and owners (day-to-day marketing; every change is in the audit log). `ids` names every New Arrivals group of the store once, first shown first; a list that leaves one out or names another store's is refused (400).
         */
        post: operations["adminReorderArrivalGroups"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/marketing/new-arrivals/{itemId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a New Arrivals group (its position stays)
         * @description Staff and owners (day-to-day marketing; every change is in the audit log).
         */
        put: operations["adminUpdateArrivalGroup"];
        post?: never;
        /**
         * Delete a New Arrivals group
         * @description Staff and owners (day-to-day marketing; every change is in the audit log).
         */
        delete: operations["adminDeleteArrivalGroup"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/marketing/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every category of the shop, Active or not, in display order
         * @description Staff and owners (day-to-day marketing; every change is in the audit log).
         */
        get: operations["adminListShopCategories"];
        put?: never;
        /**
         * Add a category (last in the order)
         * @description Staff and owners (day-to-day marketing; every change is in the audit log). The shop shows it on its next page load (on every instance within 2 s).
         */
        post: operations["adminCreateShopCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/marketing/categories/reorder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Put the categorys in a new order
         * @description Staff and owners (day-to-day marketing; every change is in the audit log). `ids` names every category of the store once, first shown first; a list that leaves one out or names another store's is refused (400).
         */
        post: operations["adminReorderShopCategories"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/marketing/categories/{itemId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a category (its position stays)
         * @description Staff and owners (day-to-day marketing; every change is in the audit log).
         */
        put: operations["adminUpdateShopCategory"];
        post?: never;
        /**
         * Delete a category
         * @description Staff and owners (day-to-day marketing; every change is in the audit log). A category products still use is not deleted (409 `CATEGORY_IN_USE`): make it Inactive instead.
         */
        delete: operations["adminDeleteShopCategory"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/coupons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every coupon of the store, newest first, with its uses
         * @description Staff and owners (day-to-day marketing; every change is in the audit log).
         */
        get: operations["adminListCoupons"];
        put?: never;
        /**
         * Add a coupon
         * @description Staff and owners (day-to-day marketing; every change is in the audit log). The code is stored upper-cased; a code the store already has gives 409 `COUPON_CODE_TAKEN`. Shoppers can apply it at once.
         */
        post: operations["adminCreateCoupon"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/coupons/{couponId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a coupon
         * @description Staff and owners (day-to-day marketing; every change is in the audit log). Once used, a coupon keeps its code and its usage limit cannot go below its uses (400 with the field).
         */
        put: operations["adminUpdateCoupon"];
        post?: never;
        /**
         * Delete a coupon no order has used
         * @description Staff and owners (day-to-day marketing; every change is in the audit log). A coupon an order has used (or names) is not deleted: 409 `COUPON_USED`, with a message saying to end it instead.
         */
        delete: operations["adminDeleteCoupon"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/coupons/{couponId}/end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End a coupon now
         * @description Staff and owners (day-to-day marketing; every change is in the audit log). Inactive, with its end moved to now (an earlier end stays); shoppers get 'Invalid coupon' from then on. Orders that used it keep it.
         */
        post: operations["adminEndCoupon"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/class-levels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every class level of the store, Active and Inactive, by position */
        get: operations["adminListClassLevels"];
        put?: never;
        /**
         * Add a class level (offered on the enquiry form while Active)
         * @description A name the store already has gives 409 `CLASS_LEVEL_TAKEN`.
         */
        post: operations["adminCreateClassLevel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/class-levels/{levelId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Rename, move or switch a class level Active/Inactive */
        put: operations["adminUpdateClassLevel"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/admissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The academy's admissions, newest first, server-paged
         * @description `q` finds a student's name (part of it), e-mail or 10-digit mobile. `paid` keeps admissions with (or without) a successful fee payment. Rows never carry the Aadhaar number, not even masked.
         */
        get: operations["adminListAdmissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/admissions/{admissionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One admission with its fee payments; the Aadhaar number masked */
        get: operations["adminGetAdmission"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/admissions/{admissionId}/aadhaar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The admission's whole Aadhaar number, for a stated reason (owner only)
         * @description A POST so the number is never in a URL, answered with `Cache-Control: no-store`. The reveal (who, when, the reason, which admission; never the number) is written to the audit log as `admission.aadhaar_reveal` before the number is answered.
         */
        post: operations["adminRevealAadhaar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/admission-payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The academy's fee payments, newest first, server-paged
         * @description `q` finds an order id (prefix), a payment id or a student's name (part of it).
         */
        get: operations["adminListAdmissionPayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/inbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Leads, contact messages, enquiries and quote requests in one list, newest first
         * @description `q` finds a name (part of it), an e-mail or a 10-digit mobile.
         */
        get: operations["adminListInbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/inbox/{kind}/{itemId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Set an inbox item's status and note */
        patch: operations["adminUpdateInboxItem"];
        trace?: never;
    };
    "/admin/inbox/{kind}/{itemId}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reply by e-mail (through the outbox); a new item becomes contacted
         * @description An item without an e-mail address gives 400 `NO_EMAIL`.
         */
        post: operations["adminReplyInboxItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The store's customers, newest first, server-paged
         * @description `q` finds a name (part of it), an e-mail (part of it) or a 10-digit mobile.
         */
        get: operations["adminListCustomers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/customers/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One customer with their orders, addresses and admissions */
        get: operations["adminGetCustomer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/customers/{userId}/block": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Block a customer (owner only); every session of theirs ends at once
         * @description A blocked customer's sign-in (password, Google, password reset) is refused with 403 `ACCOUNT_BLOCKED`. Blocking a blocked customer changes nothing.
         */
        post: operations["adminBlockCustomer"];
        /** Unblock a customer (owner only); they can sign in again */
        delete: operations["adminUnblockCustomer"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The back office's landing figures, in one call
         * @description Revenue, paid orders and average order value for today, the last 7 and the last 30 days (India's days, today included) against the period just before; the orders waiting at each status; the top products and the daily revenue of the last 30 days; the products low on stock. An order counts from the moment it is paid (`paid_at`), at its total; cancelled orders do not count. Any staff member may read it: the orders list already shows every order's total.
         */
        get: operations["adminDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/reports/sales": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The orders paid between two days as CSV (owner only), streamed
         * @description One row per order paid from `from` to `to` (both inclusive, India's days), oldest first, with its invoice number, customer, amounts (before discount, discount, delivery, the checkout's tax line, fee, total, refunds processed so far, total net of them, advance paid, remaining), place of supply and current status. Cancelled orders are listed with their status.
         */
        get: operations["adminSalesReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/reports/gstr1": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the month's GSTR-1 holds (owner only)
         * @description The month's issued tax invoices (by invoice date, India time) sorted into the GSTR-1 tables: totals per table and overall, equal to the sum of the invoices to the paisa, the document series, the rows of each sheet, and what to check before filing (invoices without a place of supply, lines without an HSN code). Download each sheet with `adminGstr1Sheet`.
         */
        get: operations["adminGstr1Summary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/reports/gstr1/{sheet}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One sheet of the month's GSTR-1 as the GST offline tool's CSV (owner only)
         * @description `b2b` (buyers with a GSTIN, per invoice and rate), `b2cl` (inter-state above ₹1,00,000 to buyers without one), `b2cs` (every other sale, per place of supply and rate, net of its credit notes), `cdnr` and `cdnur` (the month's credit notes on b2b and b2cl invoices, per note and rate), `hsn` (per HSN code and rate, net of the credit notes; `hsn_b2b` and `hsn_b2c` split it as the return's Table 12 asks since 2025) and `docs` (the invoice and credit-note series), with the offline tool's column headers. Cancelled invoices (a cancelled order on which no credit note was issued) are only counted in `docs`.
         */
        get: operations["adminGstr1Sheet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description A database id (product, user, address, admission). */
        Id: number;
        /**
         * @description Store identifier.
         * @example demo-store
         */
        MainId: string;
        Sku: string;
        /** @description An order or receipt id made by the server. */
        OrderId: string;
        /**
         * @description A Razorpay-style gateway order id.
         * @example order_Q1w2E3r4T5y6U7
         */
        GatewayOrderId: string;
        /** @description Rupees, up to 2 decimals. */
        Money: number;
        /** @description Site-relative image path, e.g. `/images/products/henna-cone-1.svg`. */
        ImagePath: string;
        /** Format: email */
        Email: string;
        /** @description Normalised 10-digit Indian mobile number (no +91, spaces or dashes). */
        Mobile: string;
        /** @description Optional GSTIN; empty string or null when none. */
        GstNumber: string | null;
        PersonName: string;
        /** @description 6-digit Indian pincode. */
        Pincode6: string;
        /** Format: date-time */
        DateTime: string;
        /** @enum {string} */
        ProductType: "Simple" | "Variable Product" | "Grouped Product";
        /** @enum {string} */
        ActiveStatus: "Active" | "Inactive";
        /** @enum {string} */
        ProductSort: "recommended" | "newest" | "popular" | "price_desc" | "price_asc";
        /** @enum {string} */
        PaymentMode: "Pay now" | "Pay on delivery";
        /**
         * @description Payment status of an order or admission payment.
         * @enum {string}
         */
        PaymentStatus: "Pending" | "Success" | "Failed";
        /**
         * @description Fulfilment status of an order (drives the tracking steps).
         * @enum {string}
         */
        OrderStatus: "Pending" | "Processing" | "Packed" | "Shipped" | "Out for delivery" | "Delivered" | "Cancelled";
        /** @enum {string} */
        Gateway: "razorpay" | "sandbox";
        /**
         * @description Machine-readable error code. `TIMEOUT` and `NETWORK` are produced by the generated client only (the server never sends them) so the apps handle one error type.
         * @enum {string}
         */
        ErrorCode: "VALIDATION_FAILED" | "MALFORMED_JSON" | "BODY_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "INVALID_REFRESH_TOKEN" | "INVALID_GOOGLE_TOKEN" | "GOOGLE_EMAIL_UNVERIFIED" | "GOOGLE_SIGN_IN_OFF" | "GOOGLE_UNAVAILABLE" | "FORBIDDEN" | "NOT_FOUND" | "STORE_NOT_FOUND" | "USER_NOT_FOUND" | "PRODUCT_NOT_FOUND" | "INVALID_COUPON" | "ALREADY_IN_CART" | "OUT_OF_STOCK" | "COUPON_LIMIT_REACHED" | "COUPON_MIN_AMOUNT" | "IDEMPOTENCY_MISMATCH" | "ILLEGAL_STATUS_CHANGE" | "INVOICE_NOT_READY" | "ADMISSION_EXISTS" | "EMAIL_TAKEN" | "OWNER_EXISTS" | "OTP_NOT_VERIFIED" | "INVALID_OTP" | "OTP_EXPIRED" | "OTP_SPENT" | "PAYMENT_VERIFICATION_FAILED" | "NOT_DELIVERABLE" | "RATE_LIMITED" | "PAYMENT_GATEWAY_ERROR" | "ORDER_NOT_PAID" | "REFUND_REFUSED" | "RETURN_REFUSED" | "ILLEGAL_RETURN_MOVE" | "OWNER_REQUIRED" | "INVALID_LINK" | "LAST_OWNER" | "SKU_TAKEN" | "UNSUPPORTED_IMAGE" | "IMPORT_HAS_ERRORS" | "IMPORT_NOT_READY" | "CATEGORY_TAKEN" | "CATEGORY_IN_USE" | "COUPON_CODE_TAKEN" | "COUPON_USED" | "CLASS_LEVEL_TAKEN" | "NO_EMAIL" | "ACCOUNT_BLOCKED" | "INTERNAL" | "TIMEOUT" | "NETWORK";
        FieldError: {
            /** @description Where the problem is, e.g. `body.email`, `body.products.0.quantity`, `query.limit`. */
            field: string;
            message: string;
        };
        /** @description Every failure answer. */
        Error: {
            /** @constant */
            isError: true;
            /** @constant */
            success: false;
            code: components["schemas"]["ErrorCode"];
            /** @description Human-readable text the UI may show. */
            message: string;
            /** @description The same text as `message` (the specification's browser reads `msg` on cart calls). */
            msg: string;
            /** @description Per-field problems for `VALIDATION_FAILED`. */
            errors?: components["schemas"]["FieldError"][];
            /** @description The request id to quote when reporting a problem. */
            requestId?: string;
        };
        MessageResponse: {
            message: string;
        };
        SuccessMessage: {
            /** @constant */
            success: true;
            message: string;
        };
        Variation: {
            sku: components["schemas"]["Sku"];
            price: components["schemas"]["Money"];
            salePrice: components["schemas"]["Money"];
            stock: number;
            imageUrl: components["schemas"]["ImagePath"];
            galleryImages: components["schemas"]["ImagePath"][];
            /** @description Attribute name → chosen term, e.g. `{"Size": "Large"}`. */
            attributes: {
                [key: string]: string;
            };
        };
        VariationSummary: {
            sku: components["schemas"]["Sku"];
            price: components["schemas"]["Money"];
            salePrice: components["schemas"]["Money"];
            stock: number;
        };
        GroupedItem: {
            product_id?: components["schemas"]["Id"];
            title: string;
            image: components["schemas"]["ImagePath"];
        };
        Specification: {
            label: string;
            value: string;
        };
        AttributeTerm: {
            id: number;
            name: string;
        };
        ProductAttribute: {
            name: string;
            slug: string;
            selectedTerms: components["schemas"]["AttributeTerm"][];
        };
        DownloadableFile: {
            name: string;
            /** @description Site-relative path of the file. */
            file: string;
        };
        Review: {
            user: string;
            comment: string;
        };
        /** @description A full product. List-like fields are always JSON arrays (never JSON text). `price` repeats `originalPrice` and `salePrice` repeats `discountPrice` (the specification reads both names). */
        Product: {
            product_id: components["schemas"]["Id"];
            title: string;
            sku: components["schemas"]["Sku"];
            product_type: components["schemas"]["ProductType"];
            image: components["schemas"]["ImagePath"];
            gallery: components["schemas"]["ImagePath"][];
            originalPrice: components["schemas"]["Money"];
            price: components["schemas"]["Money"];
            /** @description Sale price in rupees; null when there is none (shown as 'N/A'). */
            discountPrice: number | null;
            salePrice: number | null;
            stock: number;
            /** @description Stock of the product, or the sum over its variations. */
            totalStock: number;
            totalSold: number;
            status: components["schemas"]["ActiveStatus"];
            category: string;
            /** @description Tags such as 'Best Sellers' and 'Trending'. */
            categorytype: string[];
            description: string;
            short_description: string;
            key_features: string[];
            specifications: components["schemas"]["Specification"][];
            attribute: components["schemas"]["ProductAttribute"][];
            downloadable_files: components["schemas"]["DownloadableFile"][];
            variation: components["schemas"]["Variation"][];
            grouped_product: components["schemas"]["GroupedItem"][];
            delivery_days: number;
            createdAt: components["schemas"]["DateTime"];
            reviews: components["schemas"]["Review"][];
            /** @description HSN code printed on invoices. */
            hsn_code?: string | null;
        };
        /** @description Compact product for lists. */
        ProductSummary: {
            product_id: components["schemas"]["Id"];
            title: string;
            sku: components["schemas"]["Sku"];
            product_type: components["schemas"]["ProductType"];
            image: components["schemas"]["ImagePath"];
            originalPrice: components["schemas"]["Money"];
            discountPrice: number | null;
            stock: number;
            totalStock: number;
            totalSold: number;
            status: components["schemas"]["ActiveStatus"];
            category: string;
            categorytype: string[];
            delivery_days: number;
            createdAt: components["schemas"]["DateTime"];
            variation: components["schemas"]["VariationSummary"][];
        };
        ProductPage: {
            /** @constant */
            isError: false;
            data: components["schemas"]["ProductSummary"][];
            /** @description Present when paging is on. */
            page?: number;
            /** @description Present when paging is on. */
            limit?: number;
            /** @description Number of matching products (all pages). Present on the last page only (when `hasMore` is false and the page is not past the end): counting on other pages would read the whole catalogue. */
            total?: number;
            /** @description Whether a further page exists (false on a shorter page and on a full page that ends the list). Present when paging is on. */
            hasMore?: boolean;
        };
        NewArrivalGroup: {
            category_name: string;
            description: string;
            product: components["schemas"]["ProductSummary"][];
        };
        Category: {
            /** @description The category key products use in their `category` field. */
            category: string;
            name: string;
            icon: components["schemas"]["ImagePath"];
            status: components["schemas"]["ActiveStatus"];
            position: number;
        };
        Offer: {
            image: components["schemas"]["ImagePath"];
            title: string;
            description: string;
            /** @description Site-relative link of 'Claim Your Offer'; null when none. */
            link: string | null;
        };
        Slider: {
            offer_name: string;
            slider_name: string;
            description: string;
            image: components["schemas"]["ImagePath"];
            price: number | null;
            cutOffPrice: number | null;
            background_image: string | null;
            /** @description The `product_id` the slide promotes, or null. */
            product: number | null;
        };
        Marquee: {
            heading: string;
        };
        StoreProfile: {
            profilePic: components["schemas"]["ImagePath"];
            /** @description The shop name shown beside or instead of the logo (the specification's spelling). */
            orignal_logoname: string;
            tag_line: string;
            google_address: string;
            /** @description The store's GSTIN, printed on invoices. */
            gstin: string | null;
            /** @description Postal address printed on invoices. */
            address: string;
            /** @description Support e-mail. */
            email: string;
            phone: string;
            /** @description Addition to the specification: the office and centers the owner lists (back office, store setup), for the Our Centers page; empty until set, when the apps show their own list. */
            centers?: components["schemas"]["StoreCenter"][];
        };
        OfficeLocation: {
            google_address: string;
            latitude: number | null;
            longitude: number | null;
            city: string;
        };
        Help: {
            whatsapp_number: string | null;
            mobile: string | null;
        };
        ButtonConfig: {
            /** @enum {string} */
            button_id: "getquote" | "addtocart" | "buynow";
            default: boolean;
        };
        PayButtonConfig: {
            /** @enum {string} */
            button_id: "paynow" | "paydelivery";
            payment_mode: components["schemas"]["PaymentMode"];
            default: boolean;
        };
        PageMeta: {
            /** @description Addition to the specification: the pages' own titles and descriptions the owner set in store setup, by path (`route-meta` rules), so an app keeps the title right when it moves between pages without a page load. A page with none carries the store's title and description. */
            routes: {
                route: string;
                title: string;
                description: string;
            }[];
            title: string;
            description: string;
            keywords: string;
            author: string;
            icon: components["schemas"]["ImagePath"];
            /** @description Script URLs to inject once each (never inline code). */
            scripts: string[];
        };
        /** @description Public settings of the payment provider; the secret key is never part of it. */
        PaymentSettings: {
            key_id: string;
            company_name: string;
            company_color: string;
            gateway: components["schemas"]["Gateway"];
        };
        DeliveryPayBefore: {
            /** @description Share of the total paid online in advance for pay on delivery; 0 means none. */
            delivery_percentage: number;
        };
        Pincode: {
            pincode: string;
            status: components["schemas"]["ActiveStatus"];
        };
        DeliveryPriceBand: {
            min_kilometer: number;
            max_kilometer: number;
            delivery_price: components["schemas"]["Money"];
            status: components["schemas"]["ActiveStatus"];
        };
        FreeDeliveryBand: {
            min_kilometer: number;
            max_kilometer: number;
            freedelivery_price: components["schemas"]["Money"];
        };
        Coupon: {
            code: string;
            /** @description Percent off the amount; when set it wins over `price_offer`. */
            percentage_offer: number | null;
            /** @description Flat rupees off. */
            price_offer: number | null;
            min_amount: components["schemas"]["Money"];
            /** Format: date */
            valid_from: string | null;
            /** Format: date */
            valid_to: string | null;
        };
        /** @description The stored login record. */
        User: {
            user_id: components["schemas"]["Id"];
            id: components["schemas"]["Id"];
            full_name: string;
            /** @description Same as `full_name`. */
            name: string;
            email: string;
            mobile: string | null;
            user_gstNo: string | null;
            language?: components["schemas"]["Language"];
        };
        /**
         * @description The language the account reads the server's messages and e-mails in: `en` English, `hi` Hindi. Always sent by the server (optional only so login records stored by older versions still read). New accounts start with the language of their sign-up request.
         * @enum {string}
         */
        Language: "en" | "hi";
        UserLanguageUpdate: {
            language: components["schemas"]["Language"];
        };
        AuthTokens: {
            /** @description JWT, valid 15 minutes. */
            accessToken: string;
            /** @description Opaque, single use (rotated by `POST /auth/refresh`), valid 30 days. */
            refreshToken: string;
        };
        LoginRequest: {
            email: components["schemas"]["Email"];
            password: string;
            main_id?: components["schemas"]["MainId"];
        };
        GoogleLoginRequest: {
            /** @description The Google ID token (a signed JWT) the wrapper's sign-in answered with. */
            idToken: string;
            main_id?: components["schemas"]["MainId"];
        };
        LoginResponse: {
            message: string;
            user: components["schemas"]["User"];
            accessToken: string;
            refreshToken: string;
        };
        RefreshRequest: {
            refreshToken: string;
        };
        LogoutRequest: {
            refreshToken: string;
            /** @description This device's push token (POST /firebase/register-token), to be forgotten. */
            deviceToken?: string;
        };
        EmailRequest: {
            email: components["schemas"]["Email"];
            main_id?: components["schemas"]["MainId"];
        };
        VerifyOtpRequest: {
            email: components["schemas"]["Email"];
            otp: string;
            main_id?: components["schemas"]["MainId"];
        };
        SignupRequest: {
            email: components["schemas"]["Email"];
            /** @description Digits only, up to 10 (may be empty). */
            mobile?: string;
            full_name: components["schemas"]["PersonName"];
            password: string;
            main_id?: components["schemas"]["MainId"];
        };
        SignupResponse: {
            /** @constant */
            success: true;
            message: string;
            newUser: components["schemas"]["User"];
        };
        ResetPasswordRequest: {
            email: components["schemas"]["Email"];
            newPassword: string;
            main_id?: components["schemas"]["MainId"];
        };
        UserContactUpdate: {
            mobile: components["schemas"]["Mobile"];
            user_gstNo?: components["schemas"]["GstNumber"];
        };
        PushTokenRequest: {
            /** @description Optional; when present it must be the caller's id (else 403). The token's user is used. */
            user_id?: components["schemas"]["Id"];
            deviceToken: string;
            /**
             * @description Where the token comes from; `web` when absent.
             * @enum {string}
             */
            platform?: "web" | "ANDROID_APP" | "IOS_APP";
        };
        /** @description A line of the server cart, priced from the database at read time. */
        CartItem: {
            product_id: components["schemas"]["Id"];
            product_sku: components["schemas"]["Sku"];
            product_name: string;
            product_price: components["schemas"]["Money"];
            product_saleprice: number | null;
            /** @enum {string} */
            product_stockstatus: "instock" | "outofstock";
            product_status: components["schemas"]["ActiveStatus"];
            product_image: components["schemas"]["ImagePath"];
            product_gallery: components["schemas"]["ImagePath"][];
            description: string;
            short_description: string;
            category: string;
            product_type: components["schemas"]["ProductType"];
            variation_attributes: {
                [key: string]: string;
            } | null;
            typeofsimple: string;
            user_id: components["schemas"]["Id"];
            user_name: string;
            delivery_days: number;
            main_id: components["schemas"]["MainId"];
            quantity: number;
            course: boolean;
        };
        /** @description A cart line as the browser sends it. Only `product_id`, `product_sku` and `quantity` are used; the server reads names, prices, stock and images from the database. */
        CartItemInput: {
            product_id: components["schemas"]["Id"];
            /** @description The variation's sku for a Variable Product (required then); else the product's sku or omitted. */
            product_sku?: string;
            /** @default 1 */
            quantity: number;
            /** @description Ignored: the server reads the title from the database. */
            product_name?: string;
            /** @description Ignored: the server prices the line from the database. */
            product_price?: number | string | null;
            /** @description Ignored: the server prices the line from the database. */
            product_saleprice?: number | string | null;
            /** @description Ignored: the server reads stock from the database. */
            product_stockstatus?: string | number | null;
            /** @description Ignored: the server reads the status from the database. */
            product_status?: string | null;
            /** @description Ignored: the server reads images from the database. */
            product_image?: string | null;
            /** @description Ignored: the server reads images from the database. */
            product_gallery?: string[] | string | null;
            /** @description Ignored: the server reads the description from the database. */
            description?: string | null;
            /** @description Ignored: the server reads the description from the database. */
            short_description?: string | null;
            /** @description Ignored: the server reads the category from the database. */
            category?: string | null;
            /** @description Ignored: the server reads the type from the database. */
            product_type?: string | null;
            /** @description Ignored: the server reads the attributes of `product_sku` from the database. */
            variation_attributes?: {
                [key: string]: string;
            } | string | null;
            /** @description Ignored. */
            typeofsimple?: string | null;
            /** @description Optional; when present it must be the caller's id (else 403). The token's user is used. */
            user_id?: components["schemas"]["Id"];
            /** @description Ignored: the server uses the account name. */
            user_name?: string | null;
            /** @description Ignored: the server reads delivery days from the database. */
            delivery_days?: number | string | null;
            main_id?: components["schemas"]["MainId"];
            /** @description Ignored: the server derives it from the product category. */
            course?: boolean | null;
        };
        CartResult: {
            /** @constant */
            isError: false;
            /** @example Product added to cart */
            msg: string;
        };
        /** @enum {string} */
        LocationType: "Home" | "Office" | "Others";
        Address: {
            id: components["schemas"]["Id"];
            location_user: components["schemas"]["LocationType"];
            new_address: string;
            city: string;
            area: string;
            pincode: string;
            /** @description From the server's geocoder; null when the address could not be located. */
            latitude: number | null;
            longitude: number | null;
            /** @description Default shipping address. */
            defaultaddressS: boolean;
            /** @description Default billing address. */
            defaultaddressB: boolean;
            user_id: components["schemas"]["Id"];
            user_name: string;
            main_id: components["schemas"]["MainId"];
        };
        /** @description Copy of an address kept on an order. */
        AddressSnapshot: {
            id?: components["schemas"]["Id"];
            location_user: components["schemas"]["LocationType"];
            new_address: string;
            city: string;
            area: string;
            pincode: string;
            latitude: number | null;
            longitude: number | null;
            user_name?: string;
        };
        AddressInput: {
            location_user: components["schemas"]["LocationType"];
            new_address: string;
            city: string;
            /** @description The map address (from the places autocomplete). */
            area?: string;
            pincode: components["schemas"]["Pincode6"];
            /** @description Ignored: the server geocodes the address itself. */
            latitude?: number | null;
            /** @description Ignored: the server geocodes the address itself. */
            longitude?: number | null;
            /** @description True makes this the only default shipping address. */
            defaultaddressS?: boolean;
            /** @description True makes this the only default billing address. */
            defaultaddressB?: boolean;
            /** @description Optional; when present it must be the caller's id (else 403). The token's user is used. */
            user_id?: components["schemas"]["Id"];
            /** @description Ignored: the server uses the account name. */
            user_name?: string | null;
            main_id?: components["schemas"]["MainId"];
        };
        AddressDefaultPatch: {
            /** @constant */
            defaultaddressS?: true;
            /** @constant */
            defaultaddressB?: true;
        };
        AddressResult: {
            /** @constant */
            isError: false;
            message: string;
            data: components["schemas"]["Address"];
        };
        OrderLineInput: {
            product_id: components["schemas"]["Id"];
            /** @description The variation's sku for a Variable Product (required then). */
            sku?: string;
            quantity: number;
        };
        CheckoutQuoteRequest: {
            products: components["schemas"]["OrderLineInput"][];
            /** @description Coupon to apply; empty or null for none. */
            coupon_code?: string | null;
            /** @description One of the caller's addresses; absent or null while none is chosen. */
            shipping_address_id?: components["schemas"]["Id"] | null;
            payment_mode: components["schemas"]["PaymentMode"];
            /** @description True for a course fee paid from the academy (one course line, nothing delivered). */
            course?: boolean;
        };
        CheckoutQuote: {
            /** @description The lines at their charged prices, before the coupon. */
            subtotal: components["schemas"]["Money"];
            discount: components["schemas"]["Money"];
            /** @description Null while no shipping address is chosen, and for a course. */
            delivery_charge: components["schemas"]["Money"] | null;
            total: components["schemas"]["Money"];
            /** @description Paid online when the order is placed (the advance for pay on delivery). */
            pay_now: components["schemas"]["Money"];
            pay_later: components["schemas"]["Money"];
            /** @description The bill lines as the order will store them. */
            summary: components["schemas"]["SummaryLine"][];
            gst: components["schemas"]["OrderGst"];
        };
        PayNowOrderRequest: {
            products: components["schemas"]["OrderLineInput"][];
            /** @description Coupon to apply; empty or null for none. */
            coupon_code?: string | null;
            billing_address_id: components["schemas"]["Id"];
            shipping_address_id: components["schemas"]["Id"];
            mobile: components["schemas"]["Mobile"];
            user_gstNo?: components["schemas"]["GstNumber"];
            customer_note?: string | null;
            /** @constant */
            payment_mode: "Pay now";
            /** @description Ignored: the server computes every amount. */
            amountbeforediscount?: number | string | null;
            /** @description Ignored: the server computes every amount. */
            amountafterdiscount?: number | string | null;
            /** @description Ignored: the server computes every amount. */
            totalAmountbeforePay?: number | string | null;
            /** @description Ignored: the server computes the delivery charge (§9). */
            deliveryCharge?: number | string | null;
            /** @description Ignored: the server computes every amount. */
            remaining_amount?: number | string | null;
            /** @description Ignored: the server computes the discount from `coupon_code`. */
            discountprice?: number | string | null;
            /** @description Ignored: the server applies `coupon_code` when valid. */
            couponapplied?: boolean | string | null;
            /** @description Ignored: the server uses `products`. */
            cart_products?: unknown[] | string | null;
            /** @description Ignored: the server copies the address of `billing_address_id`. */
            billing_address?: Record<string, never> | string | null;
            /** @description Ignored: the server copies the address of `shipping_address_id`. */
            shipping_address?: Record<string, never> | string | null;
            /** @description Optional; when present it must be the caller's id (else 403). The token's user is used. */
            user_id?: components["schemas"]["Id"];
            /** @description Ignored: the server uses the account name. */
            user_name?: string | null;
            main_id?: components["schemas"]["MainId"];
        };
        PayOnDeliveryOrderRequest: {
            products: components["schemas"]["OrderLineInput"][];
            /** @description Coupon to apply; empty or null for none. */
            coupon_code?: string | null;
            billing_address_id: components["schemas"]["Id"];
            shipping_address_id: components["schemas"]["Id"];
            mobile: components["schemas"]["Mobile"];
            user_gstNo?: components["schemas"]["GstNumber"];
            customer_note?: string | null;
            /** @constant */
            payment_mode: "Pay on delivery";
            /** @description Ignored: the server computes every amount. */
            amountbeforediscount?: number | string | null;
            /** @description Ignored: the server computes every amount. */
            amountafterdiscount?: number | string | null;
            /** @description Ignored: the server computes every amount (including the advance). */
            totalAmountbeforePay?: number | string | null;
            /** @description Ignored: the server computes the delivery charge (§9). */
            deliveryCharge?: number | string | null;
            /** @description Ignored: the server computes the advance and the remaining amount. */
            remaining_amount?: number | string | null;
            /** @description Ignored: the server computes the discount from `coupon_code`. */
            discountprice?: number | string | null;
            /** @description Ignored: the server applies `coupon_code` when valid. */
            couponapplied?: boolean | string | null;
            /** @description Ignored: the server uses `products`. */
            cart_products?: unknown[] | string | null;
            /** @description Ignored: the server copies the address of `billing_address_id`. */
            billing_address?: Record<string, never> | string | null;
            /** @description Ignored: the server copies the address of `shipping_address_id`. */
            shipping_address?: Record<string, never> | string | null;
            /** @description Optional; when present it must be the caller's id (else 403). The token's user is used. */
            user_id?: components["schemas"]["Id"];
            /** @description Ignored: the server uses the account name. */
            user_name?: string | null;
            main_id?: components["schemas"]["MainId"];
        };
        RazorpayOrder: {
            id: components["schemas"]["GatewayOrderId"];
            /** @description Amount to pay in paise. */
            amount: number;
            /** @constant */
            currency: "INR";
        };
        PayNowOrderResponse: {
            /** @constant */
            success: true;
            razorpay_order: components["schemas"]["RazorpayOrder"];
            order_id: components["schemas"]["OrderId"];
            receipt_id: components["schemas"]["OrderId"];
            /** @description Public key id for the checkout widget. */
            key_id: string;
            gateway: components["schemas"]["Gateway"];
        };
        PayOnDeliveryOrderResponse: {
            /** @constant */
            success: true;
            order_id: components["schemas"]["OrderId"];
            receipt_id: components["schemas"]["OrderId"];
            advance_amount: components["schemas"]["Money"];
            remaining_amount: components["schemas"]["Money"];
            /** @description Present only when an advance above 0 must be paid online. */
            razorpay_order?: components["schemas"]["RazorpayOrder"];
            /** @description Present with `razorpay_order`. */
            key_id?: string;
            /** @description Present with `razorpay_order`. */
            gateway?: components["schemas"]["Gateway"];
        };
        PaymentVerifyRequest: {
            razorpay_order_id: components["schemas"]["GatewayOrderId"];
            razorpay_payment_id: string;
            razorpay_signature: string;
            /** @description Ignored: the server knows its own key. */
            key?: string | null;
            /** @description Ignored: the server finds the order by `razorpay_order_id`. */
            receipt_id?: string | null;
        };
        PaymentVerifyResponse: {
            /** @constant */
            success: true;
            order_id: components["schemas"]["OrderId"];
            receipt_id: components["schemas"]["OrderId"];
        };
        /** @description Razorpay's event envelope; other fields are kept as sent. */
        RazorpayWebhookEvent: {
            /** @constant */
            entity?: "event";
            account_id?: string;
            /** @example payment.captured */
            event: string;
            contains?: string[];
            payload: {
                [key: string]: unknown;
            };
            created_at?: number;
        } & {
            [key: string]: unknown;
        };
        SandboxPayRequest: {
            order_id: components["schemas"]["GatewayOrderId"];
            /** @enum {string} */
            outcome: "success" | "failure";
        };
        GatewayPaymentResult: {
            razorpay_order_id: components["schemas"]["GatewayOrderId"];
            razorpay_payment_id: string;
            razorpay_signature: string;
        };
        OrderItem: {
            product_id: components["schemas"]["Id"];
            sku: components["schemas"]["Sku"];
            title: string;
            image: components["schemas"]["ImagePath"];
            quantity: number;
            unit_price: components["schemas"]["Money"];
            /** @description Price actually charged per unit (sale price when there is one). */
            sale_price: components["schemas"]["Money"];
            line_total: components["schemas"]["Money"];
            hsn_code?: string | null;
            /** @description GST rate of the line in percent (included in its price), fixed when the order was placed. */
            gst_rate: number;
            delivery_days: number;
            variation_attributes?: {
                [key: string]: string;
            } | null;
        };
        SummaryLine: {
            /**
             * @example Subtotal
             * @example GST
             */
            label: string;
            /** @description Rupees; negative for discounts. */
            amount: number;
        };
        /** @description The GST of an order or a checkout: per line from each product's rate after its share of the coupon, plus the delivery fee's at the rate store setup gives it (@henna/domain/gst). CGST + SGST when the place of supply (the shipping pincode's state) is the store's state, else IGST. */
        OrderGst: {
            /**
             * @description `inclusive`: the prices include GST, so the GST is inside the total. `exclusive`: the store prices without GST and it was added at checkout (the summary's 'GST' line).
             * @enum {string}
             */
            mode: "inclusive" | "exclusive";
            /** @enum {string} */
            supply_type: "intra-state" | "inter-state";
            cgst: components["schemas"]["Money"];
            sgst: components["schemas"]["Money"];
            igst: components["schemas"]["Money"];
            /** @description CGST + SGST + IGST. */
            total: components["schemas"]["Money"];
            /** @description The GST added on top of the prices (the whole GST in `exclusive` mode, else 0). */
            added: components["schemas"]["Money"];
        };
        InvoiceParty: {
            name: string;
            address: string;
            gstin: string | null;
            mobile?: string | null;
            email?: string | null;
        };
        Invoice: {
            invoice_number: string;
            invoice_date: components["schemas"]["DateTime"];
            seller: components["schemas"]["InvoiceParty"];
            buyer: components["schemas"]["InvoiceParty"];
            /** @description The fixed 'Gst Tax (10%)' line an order placed before GST came from the products was charged; null for every other order (its GST is the order's `gst`). */
            tax_line: components["schemas"]["SummaryLine"] | null;
            total: components["schemas"]["Money"];
        };
        GstStateRef: {
            /** @description GST state code (first two digits of a GSTIN). */
            code: string;
            name: string;
        };
        TaxInvoiceSupplier: {
            name: string;
            address: string;
            gstin: string | null;
            /** @description From the GSTIN, else from the pincode in the store's address. */
            state: components["schemas"]["GstStateRef"] | null;
            mobile: string | null;
            email: string | null;
        };
        TaxInvoiceRecipient: {
            name: string;
            gstin: string | null;
            mobile: string | null;
            billing_address: string;
            shipping_address: string;
        };
        TaxInvoiceLine: {
            /**
             * @description `charge` is the fixed 'Gst Tax (10%)' line of an order placed before GST came from the products, under its checkout label.
             * @enum {string}
             */
            kind: "goods" | "delivery" | "charge" | "fee";
            description: string;
            hsn_code: string | null;
            quantity: number | null;
            /** @description Charged per unit, tax included; null for charges. */
            unit_price: components["schemas"]["Money"] | null;
            /** @description Charged before the coupon (tax included, or excluded when `tax_mode` is exclusive). */
            amount: components["schemas"]["Money"];
            /** @description This line's share of the coupon discount. */
            discount: components["schemas"]["Money"];
            taxable_value: components["schemas"]["Money"];
            gst_rate: number;
            cgst: components["schemas"]["Money"];
            sgst: components["schemas"]["Money"];
            igst: components["schemas"]["Money"];
            /** @description amount - discount = taxable_value + cgst + sgst + igst. */
            total: components["schemas"]["Money"];
        };
        TaxInvoiceTotals: {
            amount: components["schemas"]["Money"];
            discount: components["schemas"]["Money"];
            taxable_value: components["schemas"]["Money"];
            cgst: components["schemas"]["Money"];
            sgst: components["schemas"]["Money"];
            igst: components["schemas"]["Money"];
            tax: components["schemas"]["Money"];
            /** @description Equals the order's totalAmountbeforePay. */
            total: components["schemas"]["Money"];
        };
        /** @description A GST credit note as issued; it never changes afterwards. */
        CreditNote: {
            /** @example CN/2026-27/000001 */
            number: string;
            issued_at: components["schemas"]["DateTime"];
            order_id: components["schemas"]["OrderId"];
            /** @description The original invoice's number. */
            invoice_number: string;
            invoice_date: components["schemas"]["DateTime"];
            supplier: components["schemas"]["TaxInvoiceSupplier"];
            recipient: components["schemas"]["TaxInvoiceRecipient"];
            place_of_supply: components["schemas"]["GstStateRef"] | null;
            /** @enum {string} */
            supply_type: "intra-state" | "inter-state";
            /** @description The refund's reason. */
            reason: string;
            /** @description The invoice's lines, as much of each as was credited. */
            lines: components["schemas"]["TaxInvoiceLine"][];
            totals: components["schemas"]["TaxInvoiceTotals"];
            total_in_words: string;
        };
        TaxInvoice: {
            order_id: components["schemas"]["OrderId"];
            invoice_number: string;
            invoice_date: components["schemas"]["DateTime"];
            order_date: components["schemas"]["DateTime"];
            orderStatus: components["schemas"]["OrderStatus"];
            payment_mode: components["schemas"]["PaymentMode"];
            supplier: components["schemas"]["TaxInvoiceSupplier"];
            recipient: components["schemas"]["TaxInvoiceRecipient"];
            /** @description The state of the shipping address's pincode; null when the pincode names none. */
            place_of_supply: components["schemas"]["GstStateRef"] | null;
            /** @enum {string} */
            supply_type: "intra-state" | "inter-state";
            lines: components["schemas"]["TaxInvoiceLine"][];
            totals: components["schemas"]["TaxInvoiceTotals"];
            /** @example Rupees Three Hundred Thirty-Eight Only */
            total_in_words: string;
            /** @description Paid online (the whole total for pay now). */
            advance_paid: components["schemas"]["Money"];
            /** @description Due on delivery (0 for pay now). */
            remaining_amount: components["schemas"]["Money"];
            /**
             * @description How the order's GST was worked out: prices including it, prices excluding it (added at checkout), or `legacy_fixed` for an order placed with the fixed 'Gst Tax (10%)' line.
             * @enum {string}
             */
            tax_mode: "inclusive" | "exclusive" | "legacy_fixed";
            /** @description The fixed 'Gst Tax (10%)' line as charged (a `charge` line of the invoice), on a `legacy_fixed` order only; null otherwise. */
            checkout_tax_line: components["schemas"]["SummaryLine"] | null;
            /** @description The order's refunds, oldest first, with their state (the invoice itself is unchanged). */
            refunds?: components["schemas"]["CustomerRefund"][];
        };
        Order: {
            order_id: components["schemas"]["OrderId"];
            createdAt: components["schemas"]["DateTime"];
            payment_mode: components["schemas"]["PaymentMode"];
            user_name: string;
            /** @description Sum of the lines at their original prices. */
            amountbeforediscount: components["schemas"]["Money"];
            /** @description Sum of the lines at their charged prices, after the coupon. */
            amountafterdiscount: components["schemas"]["Money"];
            /** @description The total to pay, delivery charge and GST included (no fixed tax line is added: prices include GST, or the GST was added when the store prices without it). */
            totalAmountbeforePay: components["schemas"]["Money"];
            deliveryCharge: components["schemas"]["Money"];
            /** @description Due on delivery (0 for pay now). */
            remaining_amount: components["schemas"]["Money"];
            /** @description Paid online before delivery (the whole total for pay now). */
            advance_amount: components["schemas"]["Money"];
            user_gstNo: string | null;
            customer_note: string | null;
            /** @description The ordered lines (same as `items`; always a list, never JSON text). */
            cart_products: components["schemas"]["OrderItem"][];
            couponapplied: boolean;
            coupon_code: string | null;
            /** @description Coupon discount in rupees. */
            discountprice: components["schemas"]["Money"];
            billing_address: components["schemas"]["AddressSnapshot"];
            shipping_address: components["schemas"]["AddressSnapshot"];
            user_id: components["schemas"]["Id"];
            main_id: components["schemas"]["MainId"];
            receipt_id: components["schemas"]["OrderId"];
            status: components["schemas"]["PaymentStatus"];
            orderStatus: components["schemas"]["OrderStatus"];
            delivered: boolean;
            /** Format: date-time */
            processing_date: string | null;
            /** Format: date-time */
            shipped_date: string | null;
            /** Format: date-time */
            out_deliverydate: string | null;
            /** Format: date-time */
            delivery_date: string | null;
            mobile: string;
            items: components["schemas"]["OrderItem"][];
            /** @description The bill lines in display order: subtotal, discount, delivery, 'GST' (only when the store prices without GST and it was added), fee, total. Orders placed before GST came from the products show their fixed 'Gst Tax (10%)' line instead. */
            summary: components["schemas"]["SummaryLine"][];
            /** @description The GST in the total, as the invoice shows it; null for an order placed with the fixed 'Gst Tax (10%)' line. */
            gst: components["schemas"]["OrderGst"] | null;
            /** @description Present once the order is paid (or, for pay on delivery, once its advance is paid or it is confirmed). */
            invoice: components["schemas"]["Invoice"] | null;
            /** @description The gateway's payment reference (the "reference number" of the result page); null until an online payment succeeds. */
            razorpay_payment_id: string | null;
            /** @description The notes the shop gave with each status move (e.g. the courier and AWB number), oldest first. */
            status_notes?: {
                status: components["schemas"]["OrderStatus"];
                note: string;
                createdAt: components["schemas"]["DateTime"];
            }[];
            /** @description Estimated delivery window text (average of the items' delivery_days from the order date, to that plus 4 days); null when not available. */
            delivery_window: string | null;
            /** @description The order's refunds, oldest first, with their state. */
            refunds?: components["schemas"]["CustomerRefund"][];
        };
        /** @description Why the money goes back (kept with the refund; staff read it). */
        RefundReason: string;
        /** @enum {string} */
        RefundState: "initiated" | "processed" | "failed";
        /** @description Either `lines` and/or `delivery` (each line's units are worth their share of the line after its coupon share), or an `amount`. */
        RefundRequest: {
            lines?: {
                item_id: components["schemas"]["Id"];
                quantity: number;
            }[];
            /** @description Refund the delivery fee. */
            delivery?: boolean;
            /** @description Rupees; instead of lines and the delivery fee. */
            amount?: number;
            /** @enum {string} */
            method: "gateway" | "manual";
            /**
             * @description With `method` manual, how the money was paid back.
             * @enum {string}
             */
            manual_channel?: "upi" | "bank_transfer";
            /** @description With `method` manual, the UPI or bank transfer's reference. */
            manual_reference?: string;
            reason: components["schemas"]["RefundReason"];
        };
        Refund: {
            id: components["schemas"]["Id"];
            /** @enum {string} */
            kind: "cancel" | "partial";
            /** @enum {string} */
            method: "gateway" | "manual";
            amount: components["schemas"]["Money"];
            /** @description The part of `amount` that is the delivery fee. */
            delivery: components["schemas"]["Money"];
            lines: {
                item_id: components["schemas"]["Id"];
                title: string;
                quantity: number;
                amount: components["schemas"]["Money"];
            }[];
            reason: string;
            state: components["schemas"]["RefundState"];
            gateway_refund_id: string | null;
            /** @enum {string|null} */
            manual_channel: "upi" | "bank_transfer" | null;
            manual_reference: string | null;
            failure_reason: string | null;
            /** @description Who made it (a member's e-mail, `admin-token`). */
            actor: string;
            createdAt: components["schemas"]["DateTime"];
            /** Format: date-time */
            processedAt: string | null;
        };
        /**
         * @description `@henna/domain/return-status`: requested → approved or rejected; approved → received; received → restocked or written_off; either → refunded.
         * @enum {string}
         */
        ReturnState: "requested" | "approved" | "rejected" | "received" | "restocked" | "written_off" | "refunded";
        /** @enum {string} */
        ReturnReason: "damaged" | "wrong_item" | "missing_item" | "not_as_described" | "quality" | "other";
        ReturnPolicy: {
            /** @description Days after delivery a return may be asked for; 0 when the shop takes none. */
            window_days: number;
            /** @description The categories whose products cannot be returned, in display order. */
            non_returnable: {
                category: string;
                name: string;
            }[];
        };
        ReturnRequestBody: {
            lines: {
                item_id: components["schemas"]["Id"];
                quantity: number;
            }[];
            reason: components["schemas"]["ReturnReason"];
            note?: string;
            /** @description Picture URLs from `uploadReturnPhoto`. */
            photos?: string[];
        };
        ReturnLine: {
            item_id: components["schemas"]["Id"];
            title: string;
            image: string;
            quantity: number;
        };
        ReturnRequest: {
            id: components["schemas"]["Id"];
            order_id: string;
            state: components["schemas"]["ReturnState"];
            lines: components["schemas"]["ReturnLine"][];
            reason: components["schemas"]["ReturnReason"];
            note: string;
            photos: string[];
            pickup_note: string | null;
            reject_reason: string | null;
            /** @description The refund that ended the return, once refunded. */
            refund: null | {
                id: components["schemas"]["Id"];
                amount: components["schemas"]["Money"];
                state: components["schemas"]["RefundState"];
            };
            createdAt: components["schemas"]["DateTime"];
            updatedAt: components["schemas"]["DateTime"];
        };
        AdminReturn: components["schemas"]["ReturnRequest"] & {
            customer_name: string;
            customer_email: string;
            payment_mode: string;
            /** @description The refund methods with money left on the order (gateway, manual). */
            refundable_by: ("gateway" | "manual")[];
            /** @description The moves the request's state allows now. */
            actions: ("approve" | "reject" | "receive" | "restock" | "write_off" | "refund")[];
        };
        OrderReturns: {
            order_id: string;
            /** @description Whether some unit of the order can be asked for now. */
            can_request: boolean;
            /** @description Why no return can be asked for now (a sentence for the customer). */
            problem: string | null;
            window_days: number;
            /**
             * Format: date-time
             * @description The last moment a return may be asked for.
             */
            deadline: string | null;
            lines: {
                item_id: components["schemas"]["Id"];
                title: string;
                image: string;
                quantity: number;
                returnable: number;
                problem: string | null;
            }[];
            /** @description The order's return requests, newest first. */
            returns: components["schemas"]["ReturnRequest"][];
        };
        RefundResponse: {
            data: components["schemas"]["Refund"];
            /** @description True when the Idempotency-Key had already made this refund. */
            replayed: boolean;
        };
        OrderRefunds: {
            order_id: components["schemas"]["OrderId"];
            payment_mode: components["schemas"]["PaymentMode"];
            status: components["schemas"]["PaymentStatus"];
            orderStatus: components["schemas"]["OrderStatus"];
            captured_online: components["schemas"]["Money"];
            collected_in_cash: components["schemas"]["Money"];
            refundable: {
                gateway: components["schemas"]["Money"];
                manual: components["schemas"]["Money"];
            };
            /** @description Initiated and processed refunds (failed ones gave nothing back). */
            refunded: components["schemas"]["Money"];
            /** @description Staff may refund up to this; more needs an owner. */
            staff_limit: components["schemas"]["Money"];
            can_cancel_and_refund: boolean;
            delivery: {
                amount: components["schemas"]["Money"];
                refunded: boolean;
            };
            lines: {
                item_id: components["schemas"]["Id"];
                title: string;
                quantity: number;
                refunded_quantity: number;
                /** @description The line's total after its coupon share. */
                net_amount: components["schemas"]["Money"];
            }[];
            refunds: components["schemas"]["Refund"][];
        };
        CustomerRefund: {
            id: components["schemas"]["Id"];
            amount: components["schemas"]["Money"];
            state: components["schemas"]["RefundState"];
            /**
             * @description Back to the payment (gateway), or paid by hand (UPI or bank transfer).
             * @enum {string}
             */
            method: "gateway" | "manual";
            createdAt: components["schemas"]["DateTime"];
            /** Format: date-time */
            processedAt: string | null;
        };
        OrderStatusChange: {
            /** @enum {string} */
            status: "Processing" | "Packed" | "Shipped" | "Out for delivery" | "Delivered" | "Cancelled";
            note?: string;
        };
        /** @enum {string} */
        Gender: "Male" | "Female" | "Other";
        /** @description One of the store's centers: the places of type Center the owner lists in store setup, or, while none are listed, the specification's Malad (E), Goregoan (W), Malad (W), Andheri. Departure from the specification's fixed list, so a store with other centers can take admissions; any other value is refused with 'This field is required' on the center field. */
        Center: string;
        Admission: {
            id: components["schemas"]["Id"];
            name: string;
            fatherName: string;
            motherName: string;
            /** @description Date of birth `YYYY-MM-DD`, or empty when not given. */
            dob: string;
            /** @description Always masked; the number is encrypted at rest. */
            aadhar: string;
            gender: components["schemas"]["Gender"];
            school: string;
            address: string;
            pincode: string;
            mobile: string;
            email: string;
            center: components["schemas"]["Center"];
            /** @constant */
            rulesAgreed: true;
            user_id: components["schemas"]["Id"];
            user_name: string;
            main_id: components["schemas"]["MainId"];
            createdAt: components["schemas"]["DateTime"];
        };
        AdmissionInput: {
            name: components["schemas"]["PersonName"];
            fatherName: components["schemas"]["PersonName"];
            motherName: components["schemas"]["PersonName"];
            /** @description Optional date of birth `YYYY-MM-DD`; empty string when not given. When given it must be a real date from 1900-01-01 up to today in Asia/Kolkata, else 400 (code `VALIDATION_FAILED`) on field `dob`: 'Please enter a valid date of birth.' (not a real date, or before 1900) or 'Date of birth cannot be in the future.'. */
            dob?: string;
            /** @description 12 digits, or (PUT only) the masked value the server returned, which keeps the stored number. */
            aadhar: string;
            gender: components["schemas"]["Gender"];
            /** @description Optional; empty string when not given. */
            school?: string;
            address: string;
            pincode: components["schemas"]["Pincode6"];
            mobile: components["schemas"]["Mobile"];
            email: components["schemas"]["Email"];
            center: components["schemas"]["Center"];
            /**
             * @description Must be true ('You must agree to proceed').
             * @constant
             */
            rulesAgreed: true;
            /** @description Optional; when present it must be the caller's id (else 403). The token's user is used. */
            user_id?: components["schemas"]["Id"];
            /** @description Ignored: the server uses the account name. */
            user_name?: string | null;
            main_id?: components["schemas"]["MainId"];
        };
        AdmissionResult: {
            message: string;
            data: components["schemas"]["Admission"];
        };
        AdmissionPayNowRequest: {
            course_product_id: components["schemas"]["Id"];
            admission_id: components["schemas"]["Id"];
            /** @constant */
            payment_mode: "Pay now";
            /** @description Coupon to apply; empty or null for none. */
            coupon_code?: string | null;
            /** @description Ignored: the server prices the course from the database. */
            amountbeforediscount?: number | string | null;
            /** @description Ignored: the server prices the course from the database. */
            amountafterdiscount?: number | string | null;
            /** @description Ignored: the server computes every amount. */
            totalAmountbeforePay?: number | string | null;
            /** @description Ignored: the server computes every amount. */
            remaining_amount?: number | string | null;
            /** @description Ignored: the server computes the discount from `coupon_code`. */
            discountprice?: number | string | null;
            /** @description Ignored: the server applies `coupon_code` when valid. */
            couponapplied?: boolean | string | null;
            /** @description Ignored: the server uses `course_product_id`. */
            cart_products?: unknown[] | string | null;
            /** @description Optional; when present it must be the caller's id (else 403). The token's user is used. */
            user_id?: components["schemas"]["Id"];
            /** @description Ignored: the server uses the account name. */
            user_name?: string | null;
            main_id?: components["schemas"]["MainId"];
        };
        AdmissionPayOnDeliveryRequest: {
            course_product_id: components["schemas"]["Id"];
            admission_id: components["schemas"]["Id"];
            /** @constant */
            payment_mode: "Pay on delivery";
            /** @description Coupon to apply; empty or null for none. */
            coupon_code?: string | null;
            /** @description Ignored: the server prices the course from the database. */
            amountbeforediscount?: number | string | null;
            /** @description Ignored: the server prices the course from the database. */
            amountafterdiscount?: number | string | null;
            /** @description Ignored: the server computes every amount (including the advance). */
            totalAmountbeforePay?: number | string | null;
            /** @description Ignored: the server computes the advance and the remaining amount. */
            remaining_amount?: number | string | null;
            /** @description Ignored: the server computes the discount from `coupon_code`. */
            discountprice?: number | string | null;
            /** @description Ignored: the server applies `coupon_code` when valid. */
            couponapplied?: boolean | string | null;
            /** @description Ignored: the server uses `course_product_id`. */
            cart_products?: unknown[] | string | null;
            /** @description Optional; when present it must be the caller's id (else 403). The token's user is used. */
            user_id?: components["schemas"]["Id"];
            /** @description Ignored: the server uses the account name. */
            user_name?: string | null;
            main_id?: components["schemas"]["MainId"];
        };
        /** @description An admission payment record (result page). */
        AdmissionPayment: {
            order_id: components["schemas"]["OrderId"];
            receipt_id: components["schemas"]["OrderId"];
            createdAt: components["schemas"]["DateTime"];
            user_name: string;
            payment_mode: components["schemas"]["PaymentMode"];
            /** @description The fee after the coupon. */
            amountafterdiscount: components["schemas"]["Money"];
            advance_amount: components["schemas"]["Money"];
            remaining_amount: components["schemas"]["Money"];
            status: components["schemas"]["PaymentStatus"];
            admission_id: components["schemas"]["Id"];
            course_product_id: components["schemas"]["Id"];
            course_title: string;
            /** @description The gateway's payment reference once paid. */
            razorpay_payment_id?: string | null;
        };
        QuoteRequest: {
            name: components["schemas"]["PersonName"];
            mobile: components["schemas"]["Mobile"];
            /** @description Optional e-mail; empty string when not given. */
            email?: string;
            description?: string;
            /** @description The products asked about (cart lines as the browser holds them), stored for the team. */
            cart_products?: {
                [key: string]: unknown;
            }[] | null;
            /** @description With a token it must be the caller's id (else 403); ignored for guests. */
            user_id?: number | null;
            /** @description Ignored with a token (the account name is used). */
            user_name?: string | null;
            main_id?: components["schemas"]["MainId"];
            coupon_code?: string | null;
            /** @description Recorded as the browser showed it; not used for any price. */
            discountprice?: number | string | null;
            /** @description Recorded as the browser showed it; not used for any price. */
            amountbeforediscount?: number | string | null;
            /** @description Recorded as the browser showed it; not used for any price. */
            amountafterdiscount?: number | string | null;
            /** @description Recorded as the browser showed it. */
            couponapplied?: boolean | string | null;
            /** @description Number of vegetarian guests (for event orders), as typed. */
            guestVeg?: number | string | null;
            /** @description Number of non-vegetarian guests (for event orders), as typed. */
            guestNonVeg?: number | string | null;
            /** @constant */
            payment_mode?: "NA";
        };
        LeadRequest: {
            name: components["schemas"]["PersonName"];
            email: components["schemas"]["Email"];
            /** @description Phone as typed on the contact form. */
            mobile: string;
            /** @description The message (at most 500 characters). */
            remark?: string;
            /** @description With a token it must be the caller's id (else 403); ignored for guests. */
            user_id?: number | null;
            /** @description Ignored with a token (the account name is used). */
            user_name?: string | null;
            /** @description What the lead is about, when the page knows it. */
            property_id?: string | number | null;
            main_id?: components["schemas"]["MainId"];
        };
        EnquiryRequest: {
            name: components["schemas"]["PersonName"];
            mobile: string;
            parent_name?: string;
            /** @description The specification's browser sends the e-mail address here. */
            school?: string;
            dob?: string;
            age?: number | string | null;
            /** @description The message. */
            remark?: string;
            main_id?: components["schemas"]["MainId"];
        };
        ClassLevel: {
            id: components["schemas"]["Id"];
            name: string;
        };
        OutboxMessage: {
            to: string;
            subject: string;
            text: string;
            createdAt: components["schemas"]["DateTime"];
        };
        /**
         * @description `owner`: everything, staff and settings included; `staff`: orders, catalogue and stock.
         * @enum {string}
         */
        StaffRole: "owner" | "staff";
        StaffMember: {
            id: components["schemas"]["Id"];
            email: string;
            name: string;
            role: components["schemas"]["StaffRole"];
            /** @description False until the member has used their set-password link. */
            hasPassword: boolean;
            createdAt: components["schemas"]["DateTime"];
        };
        StaffLoginRequest: {
            email: components["schemas"]["Email"];
            password: string;
        };
        StaffAuthResponse: {
            accessToken: string;
            refreshToken: string;
            /** @description Seconds the access token is valid. */
            expiresIn: number;
            staff: components["schemas"]["StaffMember"];
        };
        StaffSetPasswordRequest: {
            token: string;
            password: string;
        };
        StaffSetupStatus: {
            needsOwner: boolean;
        };
        StaffSetupOwnerRequest: {
            token: string;
            name: string;
            email: components["schemas"]["Email"];
            password: string;
        };
        StaffInviteRequest: {
            email: components["schemas"]["Email"];
            name?: string;
            role: components["schemas"]["StaffRole"];
        };
        AuditEntry: {
            id: components["schemas"]["Id"];
            createdAt: components["schemas"]["DateTime"];
            staff_id: number | null;
            /** @description The member's e-mail, `admin-token` or `command line`. */
            actor: string;
            /** @description e.g. `product.update`, `order.status`, `stock.adjust`, `staff.invite`. */
            action: string;
            entity: string;
            entity_id: string;
            /** @description The changed values before (null for a creation). */
            before: unknown;
            /** @description The changed values after (null for a removal). */
            after: unknown;
        };
        AdminOrderRow: {
            order_id: components["schemas"]["OrderId"];
            createdAt: components["schemas"]["DateTime"];
            /** @enum {string} */
            kind: "product" | "course";
            user_name: string;
            email: string;
            mobile: string;
            payment_mode: components["schemas"]["PaymentMode"];
            status: components["schemas"]["PaymentStatus"];
            orderStatus: components["schemas"]["OrderStatus"];
            totalAmountbeforePay: components["schemas"]["Money"];
            advance_amount: components["schemas"]["Money"];
            items_count: number;
        };
        OrderHistoryEntry: {
            /**
             * @description `status` is the payment status, `orderStatus` the fulfilment status.
             * @enum {string}
             */
            field: "status" | "orderStatus";
            from: string | null;
            to: string;
            actor: string;
            note: string | null;
            createdAt: components["schemas"]["DateTime"];
        };
        AdminOrder: {
            order: components["schemas"]["Order"];
            customer: {
                user_id: components["schemas"]["Id"];
                full_name: string;
                email: string;
                mobile: string;
            };
            history: components["schemas"]["OrderHistoryEntry"][];
            gateway_order_id: string | null;
            invoice_number: string | null;
            /** @description The statuses the order may move to now (the server's rule). */
            allowedMoves: components["schemas"]["OrderStatus"][];
        };
        AdminProductRow: {
            product_id: components["schemas"]["Id"];
            title: string;
            sku: string;
            product_type: components["schemas"]["ProductType"];
            image: string;
            category: string;
            status: components["schemas"]["ActiveStatus"];
            originalPrice: components["schemas"]["Money"];
            discountPrice: number | null;
            /** @description Units in stock now (a Variable product's is the sum over its variations). */
            totalStock: number;
            /** @description How many variations (0 for Simple and Grouped). */
            variations: number;
            updatedAt: components["schemas"]["DateTime"];
        };
        AdminVariationInput: {
            id?: components["schemas"]["Id"];
            sku: components["schemas"]["Sku"];
            price: components["schemas"]["Money"];
            /** @description 0 when there is no sale price. */
            salePrice: components["schemas"]["Money"];
            /** @description Opening stock of a new variation (ignored for an existing one). */
            stock?: number;
            imageUrl?: components["schemas"]["ImagePath"];
            attributes: {
                [key: string]: string;
            };
        };
        AdminProductInput: {
            title: string;
            sku: string;
            product_type: components["schemas"]["ProductType"];
            image?: components["schemas"]["ImagePath"];
            gallery?: components["schemas"]["ImagePath"][];
            originalPrice: components["schemas"]["Money"];
            /** @description Sale price; null or absent when there is none. */
            discountPrice?: number | null;
            /** @description Opening stock of a new Simple product (ignored on update). */
            stock?: number;
            status: components["schemas"]["ActiveStatus"];
            category: string;
            categorytype?: string[];
            short_description?: string;
            description?: string;
            key_features?: string[];
            specifications?: components["schemas"]["Specification"][];
            delivery_days?: number;
            /** @enum {number} */
            gst_rate?: 0 | 0.25 | 3 | 5 | 12 | 18 | 28;
            hsn_code?: string;
            variations?: components["schemas"]["AdminVariationInput"][];
            grouped_product_ids?: components["schemas"]["Id"][];
        };
        AdminProduct: {
            product_id: components["schemas"]["Id"];
            title: string;
            sku: string;
            product_type: components["schemas"]["ProductType"];
            image: string;
            gallery: string[];
            originalPrice: components["schemas"]["Money"];
            discountPrice: number | null;
            stock: number;
            totalStock: number;
            totalSold: number;
            status: components["schemas"]["ActiveStatus"];
            category: string;
            categorytype: string[];
            short_description: string;
            description: string;
            key_features: string[];
            specifications: components["schemas"]["Specification"][];
            delivery_days: number;
            gst_rate: number;
            hsn_code: string;
            variations: {
                id: components["schemas"]["Id"];
                sku: string;
                price: components["schemas"]["Money"];
                salePrice: components["schemas"]["Money"];
                stock: number;
                imageUrl: string;
                attributes: {
                    [key: string]: string;
                };
            }[];
            grouped_product_ids: components["schemas"]["Id"][];
            createdAt: components["schemas"]["DateTime"];
            updatedAt: components["schemas"]["DateTime"];
        };
        StockAdjustment: {
            variation_sku?: string | null;
            delta: number;
            /** @enum {string} */
            reason: "received" | "damaged" | "correction";
            note?: string;
        };
        StockMovement: {
            id: components["schemas"]["Id"];
            createdAt: components["schemas"]["DateTime"];
            variation_sku: string | null;
            delta: number;
            stockAfter: number;
            /** @enum {string} */
            reason: "received" | "damaged" | "correction" | "import" | "cancelled" | "returned" | "written_off";
            note: string;
            actor: string;
        };
        BackupFile: {
            name: string;
            /** Format: date-time */
            taken_at: string;
            bytes: number;
            /** @enum {string} */
            kind: "pglite" | "postgres";
        };
        BackupList: {
            data: components["schemas"]["BackupFile"][];
            /**
             * Format: date-time
             * @description When the next nightly backup is due (BACKUP_HOUR, India time).
             */
            next_at: string;
        };
        BackupTaken: {
            data: components["schemas"]["BackupFile"];
        };
        /** @description An uploaded picture, kept as WebP (and AVIF when smaller) at `widths` (320, 640, 960 and 1280, never wider than the original) and served at `/media/<key>/<width>.<format>` with a year's immutable cache. The key names the widths and whether AVIF exists: `<16 hex digits>-<width>-<width>...[-avif]`, e.g. `3f9a0c1b2d4e5f60-320-640-960-1280-avif`, so a browser derives the `srcset` from the one URL a product stores, without another call (packages/domain/media-urls). */
        MediaAsset: {
            key: string;
            /** @description The largest WebP, e.g. `/media/3f9a0c1b2d4e5f60-320-640-960-1280/1280.webp`; store this on a product. */
            url: string;
            /** @description Every kept WebP width, for an img's `srcset`. */
            srcset: string;
            /** @description The original's width in pixels. */
            width: number;
            height: number;
            widths: number[];
            formats: string[];
        };
        ImportProblem: {
            /** @description The row of the file (1 is the header). */
            row: number;
            column: string;
            message: string;
        };
        ImportRowPlan: {
            row: number;
            sku: string;
            /** @enum {string} */
            action: "create" | "update" | "unchanged" | "error";
        };
        ImportReport: {
            id: components["schemas"]["Id"];
            /** @enum {string} */
            state: "checked" | "queued" | "running" | "done" | "failed";
            fileName: string;
            totalRows: number;
            validRows: number;
            toCreate: number;
            toUpdate: number;
            processedRows: number;
            /** @description Every problem (row, column, message), at most the first 1,000. */
            problems: components["schemas"]["ImportProblem"][];
            /** @description What each row of the requested page will do (or did). */
            rows: components["schemas"]["ImportRowPlan"][];
            skipInvalid: boolean;
            createdAt: components["schemas"]["DateTime"];
            /** Format: date-time */
            finishedAt: string | null;
            lastError: string | null;
        };
        StoreCenter: {
            name: string;
            /** @enum {string} */
            type: "Our Office" | "Center";
            address: string;
        };
        StoreProfileInput: {
            /** @description The shop's name (the header beside the logo, mails, the invoice's supplier). */
            name: string;
            tagline: string;
            /** @description The logo picture (an upload's `url` from `POST /admin/media`), or empty for none. */
            logo: string;
            address: string;
            /** @description The store's GSTIN, or empty when not registered; its state is the first two digits. */
            gstin: string;
            phone: string;
            email: string;
            /** @description The number My Account's Help calls; empty for none. */
            help_mobile: string;
            /** @description The number My Account's Help opens WhatsApp on; empty for none. */
            help_whatsapp: string;
            centers: components["schemas"]["StoreCenter"][];
        };
        AdminStoreProfile: {
            name: string;
            tagline: string;
            logo: string;
            address: string;
            gstin: string;
            /** @description The state the GSTIN is registered in (null without a GSTIN). */
            gst_state: null | components["schemas"]["GstStateRef"];
            phone: string;
            email: string;
            help_mobile: string;
            help_whatsapp: string;
            centers: components["schemas"]["StoreCenter"][];
        };
        RouteMeta: {
            /** @description A page's path, e.g. `/about` (`/` is the home). */
            route: string;
            title: string;
            description: string;
        };
        SellingRules: {
            /**
             * @description The product cards' action (Get Quote, Add to Cart, Buy Now).
             * @enum {string}
             */
            default_button: "getquote" | "addtocart" | "buynow";
            pay_now: boolean;
            pay_on_delivery: boolean;
            /** @description Share of a pay-on-delivery order paid online in advance, in percent (0 for none). */
            delivery_percentage: number;
            /** @description "prices exclude GST: add it at checkout". Off by default: the catalogue's prices include GST and the GST is shown inside the total. On: checkout adds the GST worked out from each product's rate as a 'GST' line, and the total includes it. Orders already placed keep theirs. */
            prices_exclude_gst: boolean;
            /**
             * @description The delivery charge's GST rate in percent (18 by default), for orders placed from now on.
             * @enum {number}
             */
            delivery_gst_rate: 0 | 0.25 | 1.5 | 3 | 5 | 18 | 40;
            /** @description Rupees: staff may refund up to this much at once; a larger refund needs an owner. Left out, it stays as it is (5,000 by default). */
            refund_staff_limit?: number;
            /** @description Days after delivery a customer may ask for a return in My Account; 0 turns returns off (the default). Left out, it stays as it is. */
            return_window_days?: number;
            /** @description Category codes whose products cannot be returned (opened henna cones, for example). Left out, they stay as they are. */
            non_returnable_categories?: string[];
            marquee_lines: string[];
            /** @description Every page's title unless the page has its own. */
            store_title: string;
            store_description: string;
            page_meta: components["schemas"]["RouteMeta"][];
        };
        StoreSetupResponse: {
            data: {
                profile: components["schemas"]["AdminStoreProfile"];
                selling: components["schemas"]["SellingRules"];
            };
        };
        AdminDeliveryBand: {
            min_kilometer: number;
            max_kilometer: number;
            delivery_price: number;
            status: components["schemas"]["ActiveStatus"];
        };
        AdminFreeDeliveryBand: {
            min_kilometer: number;
            max_kilometer: number;
            /** @description The order total from which delivery in this band is free. */
            freedelivery_price: number;
            status: components["schemas"]["ActiveStatus"];
        };
        DeliveryBandsInput: {
            bands: components["schemas"]["AdminDeliveryBand"][];
            free_bands: components["schemas"]["AdminFreeDeliveryBand"][];
        };
        OfficeLocationInput: {
            /** @description The office's address, with its pincode when latitude and longitude are not given. */
            address: string;
            city: string;
            latitude?: number;
            longitude?: number;
        };
        AdminOfficeLocation: {
            address: string;
            city: string;
            latitude: number | null;
            longitude: number | null;
        };
        PincodeOutsideBands: {
            pincode: string;
            /** @description Billable kilometres from the office. */
            distance_km: number;
        };
        DeliverySetupResponse: {
            data: {
                office: components["schemas"]["AdminOfficeLocation"];
                bands: components["schemas"]["AdminDeliveryBand"][];
                free_bands: components["schemas"]["AdminFreeDeliveryBand"][];
                /** @description Active pincodes no Active distance band holds (delivered with no charge), up to 20. */
                outside_bands: components["schemas"]["PincodeOutsideBands"][];
                /** @description How many Active pincodes no Active distance band holds. */
                outside_count: number;
                /** @description Active pincodes whose place the server does not know (their distance is unknown). */
                unplaced_count: number;
            };
        };
        AdminPincode: {
            id: components["schemas"]["Id"];
            pincode: string;
            status: components["schemas"]["ActiveStatus"];
            /** @description Billable kilometres from the office (null when the pincode or the office is not placed). */
            distance_km: number | null;
            /** @description Whether an Active distance band holds it (null when its distance is unknown). */
            in_band: boolean | null;
        };
        PincodesInput: {
            pincodes: string[];
            status?: components["schemas"]["ActiveStatus"];
        };
        AdminReorderInput: {
            /** @description Every item's id once, in the new order. */
            ids: components["schemas"]["Id"][];
        };
        /** @description A slide of the shop's home slider as the back office edits it. */
        AdminSlider: {
            id: components["schemas"]["Id"];
            offer_name: string;
            slider_name: string;
            description: string;
            image: components["schemas"]["ImagePath"];
            price: number | null;
            cutOffPrice: number | null;
            background_image: string;
            /** @description The `product_id` the slide's Shop Now opens; null opens the product list. */
            product: number | null;
            status: components["schemas"]["ActiveStatus"];
            position: number;
        };
        AdminSliderInput: {
            /** @description The small line above the title (e.g. 'Festive offer'). */
            offer_name?: string;
            /** @description The slide's title. */
            slider_name: string;
            description?: string;
            image: components["schemas"]["ImagePath"];
            price?: number | null;
            /** @description The struck-out price; shown only above `price`. */
            cutOffPrice?: number | null;
            background_image?: components["schemas"]["ImagePath"];
            /** @description A product of the store (400 when it has none of that id). */
            product?: number | null;
            status: components["schemas"]["ActiveStatus"];
        };
        AdminOffer: {
            id: components["schemas"]["Id"];
            image: components["schemas"]["ImagePath"];
            title: string;
            description: string;
            link: string | null;
            status: components["schemas"]["ActiveStatus"];
            position: number;
        };
        AdminOfferInput: {
            title: string;
            description?: string;
            image: components["schemas"]["ImagePath"];
            /** @description 'Claim Your Offer' opens it: a page of the shop (`/...`) or an `https://` address; empty or null for no button. */
            link?: string | null;
            status: components["schemas"]["ActiveStatus"];
        };
        AdminArrivalGroup: {
            id: components["schemas"]["Id"];
            category_name: string;
            description: string;
            /** @description The group's products in its order (the shop drops ones that are not Active). */
            product_ids: number[];
            status: components["schemas"]["ActiveStatus"];
            position: number;
        };
        AdminArrivalGroupInput: {
            /** @description The row's heading on the home page. */
            category_name: string;
            description?: string;
            /** @description Products of the store, each once (400 naming one it does not have). */
            product_ids: components["schemas"]["Id"][];
            status: components["schemas"]["ActiveStatus"];
        };
        AdminShopCategory: {
            id: components["schemas"]["Id"];
            /** @description The key products name in their `category`. */
            category: string;
            name: string;
            icon: components["schemas"]["ImagePath"];
            status: components["schemas"]["ActiveStatus"];
            position: number;
            /** @description How many products are in it. */
            products: number;
        };
        AdminShopCategoryInput: {
            /** @description The key products use (unique in the store, 409 `CATEGORY_TAKEN`); it cannot change while products use it (409 `CATEGORY_IN_USE`). */
            category: string;
            /** @description What the shop shows under the icon. */
            name: string;
            icon?: components["schemas"]["ImagePath"];
            status: components["schemas"]["ActiveStatus"];
        };
        /**
         * @description `percent`: `amount` percent off the subtotal; `flat`: `amount` rupees off.
         * @enum {string}
         */
        CouponKind: "percent" | "flat";
        AdminCoupon: {
            id: components["schemas"]["Id"];
            code: string;
            kind: components["schemas"]["CouponKind"];
            amount: number;
            min_amount: components["schemas"]["Money"];
            /** @description Uses allowed; null for no limit. */
            usage_limit: number | null;
            /** @description Orders holding a use now (a use comes back when an unpaid order expires). */
            used_count: number;
            /** Format: date-time */
            valid_from: string | null;
            /** Format: date-time */
            valid_to: string | null;
            status: components["schemas"]["ActiveStatus"];
            /** @description False once an order has used it (then it can only be ended). */
            deletable: boolean;
        };
        AdminCouponInput: {
            /** @description 3 to 30 letters, digits, - or _; stored upper-cased. */
            code: string;
            kind: components["schemas"]["CouponKind"];
            amount: number;
            /** @description The subtotal from which it applies; 0 or absent for any order. */
            min_amount?: number;
            usage_limit?: number | null;
            /** Format: date-time */
            valid_from?: string | null;
            /** Format: date-time */
            valid_to?: string | null;
            status: components["schemas"]["ActiveStatus"];
        };
        AdminClassLevel: {
            id: components["schemas"]["Id"];
            name: string;
            position: number;
            active: boolean;
        };
        AdminClassLevelInput: {
            name: string;
            position: number;
            active: boolean;
        };
        /** @description One admission in the list; never the Aadhaar number, not even masked. */
        AdminAdmissionRow: {
            id: components["schemas"]["Id"];
            name: string;
            mobile: string;
            email: string;
            center: string;
            createdAt: components["schemas"]["DateTime"];
            user_id: components["schemas"]["Id"];
            /** @description At least one fee payment succeeded. */
            paid: boolean;
            amountPaid: components["schemas"]["Money"];
        };
        AdminAdmissionPayment: {
            order_id: components["schemas"]["OrderId"];
            admission_id: components["schemas"]["Id"];
            student: string;
            /** @description The course's title as it was ordered. */
            course: string;
            amount: components["schemas"]["Money"];
            status: components["schemas"]["PaymentStatus"];
            razorpay_payment_id: string | null;
            /** Format: date-time */
            paid_at: string | null;
            createdAt: components["schemas"]["DateTime"];
        };
        AdminAdmission: {
            id: components["schemas"]["Id"];
            name: string;
            fatherName: string;
            motherName: string;
            dob: string;
            /** @description Only the last four digits; the whole number needs `adminRevealAadhaar`. */
            aadharMasked: string;
            gender: components["schemas"]["Gender"];
            school: string;
            address: string;
            pincode: string;
            mobile: string;
            email: string;
            center: string;
            createdAt: components["schemas"]["DateTime"];
            user_id: components["schemas"]["Id"];
            user_name: string;
            user_email: string;
            payments: components["schemas"]["AdminAdmissionPayment"][];
        };
        AadhaarRevealRequest: {
            /** @description Why the owner needs the whole number (at least 10 characters once trimmed); kept in the audit log. */
            reason: string;
        };
        /**
         * @description `lead`: a product's enquiry (a lead naming a product); `contact`: the contact page's message (a lead naming none); `enquiry`: the academy's enquiry; `quote`: a quote request.
         * @enum {string}
         */
        InboxKind: "lead" | "contact" | "enquiry" | "quote";
        /** @enum {string} */
        InboxStatus: "new" | "contacted" | "closed";
        InboxItem: {
            kind: components["schemas"]["InboxKind"];
            id: components["schemas"]["Id"];
            name: string;
            /** @description Empty when the sender gave none (then there is no reply by e-mail). */
            email: string;
            mobile: string;
            message: string;
            status: components["schemas"]["InboxStatus"];
            note: string;
            createdAt: components["schemas"]["DateTime"];
            /** @description What else the sender gave (product, parent's name, age, cart lines, totals). */
            details: {
                label: string;
                value: string;
            }[];
        };
        InboxUpdateRequest: {
            status?: components["schemas"]["InboxStatus"];
            note?: string;
        };
        InboxReplyRequest: {
            subject: string;
            message: string;
        };
        AdminCustomerRow: {
            user_id: components["schemas"]["Id"];
            full_name: string;
            email: string;
            mobile: string;
            createdAt: components["schemas"]["DateTime"];
            blocked: boolean;
            /** Format: date-time */
            blockedAt: string | null;
            orders_count: number;
        };
        AdminCustomer: components["schemas"]["AdminCustomerRow"] & {
            /** @description The newest 100. */
            orders: {
                order_id: components["schemas"]["OrderId"];
                createdAt: components["schemas"]["DateTime"];
                /** @enum {string} */
                kind: "product" | "course";
                totalAmountbeforePay: components["schemas"]["Money"];
                status: components["schemas"]["PaymentStatus"];
                orderStatus: components["schemas"]["OrderStatus"];
            }[];
            addresses: {
                id: components["schemas"]["Id"];
                location_user: string;
                new_address: string;
                city: string;
                area: string;
                pincode: string;
            }[];
            admissions: {
                id: components["schemas"]["Id"];
                name: string;
                center: string;
                createdAt: components["schemas"]["DateTime"];
            }[];
        };
        CustomerBlockRequest: {
            /** @description Why (kept in the audit log); may be empty. */
            reason: string;
        };
        AdminDashboardFigures: {
            /** @description Net: the paid orders' totals (by the day paid) minus `refunds`. A cancelled order counts in neither. */
            revenue: components["schemas"]["Money"];
            /** @description Money given back by refunds processed in the period (by the day processed). */
            refunds: components["schemas"]["Money"];
            orders: number;
            /** @description The paid orders' totals before refunds, over their count. */
            averageOrderValue: components["schemas"]["Money"];
        };
        AdminDashboardPeriod: {
            /** @enum {string} */
            key: "today" | "7d" | "30d";
            days: number;
            /**
             * Format: date
             * @description The period's first day (India time); `to` is its last (today).
             */
            from: string;
            /** Format: date */
            to: string;
            current: components["schemas"]["AdminDashboardFigures"];
            previous: components["schemas"]["AdminDashboardFigures"];
        };
        AdminDashboard: {
            /** Format: date */
            today: string;
            /** @description False until the store has its first paid order (or one confirmed to pay on delivery). */
            hasOrders: boolean;
            periods: components["schemas"]["AdminDashboardPeriod"][];
            /** @description Paid or confirmed orders not yet delivered, per status (every status, zeros too). */
            waiting: {
                status: components["schemas"]["OrderStatus"];
                count: number;
            }[];
            /** @description The most sold products of the last 30 days (units), at most 5. */
            topProducts: {
                product_id: components["schemas"]["Id"];
                title: string;
                quantity: number;
                revenue: components["schemas"]["Money"];
            }[];
            lowStock: {
                /** @description Active products with at most `LOW_STOCK` (5) units, none left included. */
                total: number;
                /** @description Of those, the ones with none left. */
                out: number;
                /** @description The lowest first, at most 6. */
                items: {
                    product_id: components["schemas"]["Id"];
                    title: string;
                    sku: string;
                    stock: number;
                }[];
            };
            /** @description The last 30 days, oldest first, every day present. */
            daily: {
                /** Format: date */
                day: string;
                /** @description Net of the day's refunds. */
                revenue: components["schemas"]["Money"];
                refunds: components["schemas"]["Money"];
                orders: number;
            }[];
        };
        Gstr1Totals: {
            invoices: number;
            value: components["schemas"]["Gstr1Amount"];
            taxable: components["schemas"]["Gstr1Amount"];
            cgst: components["schemas"]["Gstr1Amount"];
            sgst: components["schemas"]["Gstr1Amount"];
            igst: components["schemas"]["Gstr1Amount"];
        };
        /** @description Rupees, up to 2 decimals; below zero in a net figure when a month's credit notes (on invoices of earlier months) take back more than its invoices charged. */
        Gstr1Amount: number;
        Gstr1Summary: {
            month: string;
            /** @description The store as its profile names it now (each invoice keeps the supplier it was issued by). */
            supplier: {
                name: string;
                gstin: string | null;
                state: components["schemas"]["GstStateRef"] | null;
            };
            /** @description Net supplies, `invoiced` minus `credited` (`invoices` counts the invoices). */
            totals: components["schemas"]["Gstr1Totals"];
            /** @description The month's invoices, issued and not cancelled. */
            invoiced: components["schemas"]["Gstr1Totals"];
            /** @description The month's credit notes (`invoices` counts the notes). */
            credited: components["schemas"]["Gstr1Totals"];
            sections: {
                b2b: components["schemas"]["Gstr1Totals"];
                b2cl: components["schemas"]["Gstr1Totals"];
                /** @description Net of the credit notes on its invoices. */
                b2cs: components["schemas"]["Gstr1Totals"];
                cdnr: components["schemas"]["Gstr1Totals"];
                cdnur: components["schemas"]["Gstr1Totals"];
            };
            sheets: {
                /** @enum {string} */
                sheet: "b2b" | "b2cl" | "b2cs" | "cdnr" | "cdnur" | "hsn" | "hsn_b2b" | "hsn_b2c" | "docs";
                rows: number;
            }[];
            docs: {
                /** @enum {string} */
                nature: "invoices" | "credit-notes";
                from: string;
                to: string;
                total: number;
                cancelled: number;
            }[];
            /** @description Invoices of the month whose order was cancelled and that no credit note credits (in `docs` only). */
            cancelled: number;
            /** @description Invoices with no place of supply (no delivery address, e.g. course fees), in b2cs with it empty. */
            withoutPlaceOfSupply: number;
            linesWithoutHsn: number;
        };
    };
    responses: {
        /** @description The `If-None-Match` tag still matches; no body. */
        NotModified: {
            headers: {
                ETag: components["headers"]["ETag"];
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description The request is malformed or fails validation (code `VALIDATION_FAILED` with per-field `errors`), or an operation-specific rule failed (see the operation's description for its codes). */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No valid access token (guest or expired token), or wrong credentials. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The shop has blocked this account (code `ACCOUNT_BLOCKED`); the message says so. */
        AccountBlocked: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description A user id in the path or body is not the caller's. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The store (code `STORE_NOT_FOUND`) or the object does not exist, or is not the caller's. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The request conflicts with the current state (see the operation's description). */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The order cannot be delivered to the shipping pincode (code `NOT_DELIVERABLE`). */
        Unprocessable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Rate limit reached (code `RATE_LIMITED`); try again after `Retry-After` seconds. Limits count the accepted calls of a sliding window (never more than the limit in any window); a refused call does not count. */
        TooManyRequests: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Any other failure, typically 5xx (code `INTERNAL`, details hidden and logged with the request id; 502 `PAYMENT_GATEWAY_ERROR` when the payment gateway fails). */
        Unexpected: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
        MainIdHeader: components["schemas"]["MainId"];
        /** @description The store identifier (`main_id`); an unknown store gives 404. */
        StoreId: components["schemas"]["MainId"];
        /** @description The store identifier; an unknown store gives 404. */
        MainIdPath: components["schemas"]["MainId"];
        /** @description The caller's `user_id`; another user's id gives 403. */
        UserIdPath: components["schemas"]["Id"];
        /** @description The caller's `user_id`; another user's id gives 403. */
        UserIdSnakePath: components["schemas"]["Id"];
        /** @description The address `id` (§7's `/address/{id}`). */
        AddressIdPath: components["schemas"]["Id"];
        /** @description A fresh random key per checkout attempt (e.g. a UUID), reused only when retrying the same attempt. Same key and body replay the first answer; same key with another body gives 409. */
        IdempotencyKey: string;
        /** @description An `ETag` from an earlier answer; when it still matches the answer is 304 with no body. */
        IfNoneMatch: string;
        /** @description 1-based page number. Giving `page` or `limit` turns paging on. */
        Page: number;
        /** @description Page size, default 10 when paging is on. */
        Limit: number;
        /** @description Only products whose `category` equals this, case-insensitive and trimmed (e.g. `courses`). */
        Category: string;
        /** @description Only products whose title contains this text, case-insensitive. */
        Search: string;
        /** @description `recommended` (default) is the store's own order (`product_id` ascending); `newest` is `createdAt` descending; `popular` is `totalSold` descending; price sorts use `discountPrice`, else `originalPrice`, else 0. Ties are broken by `product_id` so pages are stable. */
        Sort: components["schemas"]["ProductSort"];
        ReturnId: components["schemas"]["Id"];
        /** @description 1-based page number (default 1). */
        AdminPage: number;
        /** @description Rows per page (default 25). */
        AdminLimit: number;
        /** @description From this day on (inclusive, `YYYY-MM-DD`, India time). */
        AdminFrom: string;
        /** @description Up to this day (inclusive, `YYYY-MM-DD`, India time). */
        AdminTo: string;
        AdminProductIdPath: components["schemas"]["Id"];
        AdminAdmissionIdPath: components["schemas"]["Id"];
        AdminCustomerIdPath: components["schemas"]["Id"];
        InboxKindPath: components["schemas"]["InboxKind"];
        InboxItemIdPath: components["schemas"]["Id"];
    };
    requestBodies: never;
    headers: {
        /** @description Version tag of this answer; send it back in `If-None-Match`. */
        ETag: string;
        /** @description Caching policy of this answer, e.g. `public, max-age=60, stale-while-revalidate=300` for catalogue and store settings. */
        CacheControl: string;
        /** @description Seconds to wait before trying again. */
        RetryAfter: number;
        /** @description `true` when this answer is a replay of an earlier call with the same Idempotency-Key. */
        IdempotentReplayed: "true";
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listNewArrivals: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier answer; when it still matches the answer is 304 with no body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /** @description The store identifier (`main_id`); an unknown store gives 404. */
                storeId: components["parameters"]["StoreId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The groups, in display order. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["NewArrivalGroup"][];
                    };
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    getProduct: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
                /** @description An `ETag` from an earlier answer; when it still matches the answer is 304 with no body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /** @description The product's `product_id`. */
                productId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The product. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        isError: false;
                        data: components["schemas"]["Product"];
                    };
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    searchProducts: {
        parameters: {
            query?: {
                /** @description 1-based page number. Giving `page` or `limit` turns paging on. */
                page?: components["parameters"]["Page"];
                /** @description Page size, default 10 when paging is on. */
                limit?: components["parameters"]["Limit"];
                /** @description Only products whose `category` equals this, case-insensitive and trimmed (e.g. `courses`). */
                category?: components["parameters"]["Category"];
                /** @description Only products whose title contains this text, case-insensitive. */
                search?: components["parameters"]["Search"];
                /** @description `recommended` (default) is the store's own order (`product_id` ascending); `newest` is `createdAt` descending; `popular` is `totalSold` descending; price sorts use `discountPrice`, else `originalPrice`, else 0. Ties are broken by `product_id` so pages are stable. */
                sort?: components["parameters"]["Sort"];
            };
            header?: {
                /** @description An `ETag` from an earlier answer; when it still matches the answer is 304 with no body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /** @description The store identifier (`main_id`); an unknown store gives 404. */
                storeId: components["parameters"]["StoreId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching products. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductPage"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    listCategories: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier answer; when it still matches the answer is 304 with no body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /** @description The store identifier (`main_id`); an unknown store gives 404. */
                storeId: components["parameters"]["StoreId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The categories. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        isError: false;
                        data: components["schemas"]["Category"][];
                    };
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    listOffers: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier answer; when it still matches the answer is 304 with no body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /** @description The store identifier (`main_id`); an unknown store gives 404. */
                storeId: components["parameters"]["StoreId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The offers. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        isError: false;
                        data: components["schemas"]["Offer"][];
                    };
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    listSliders: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier answer; when it still matches the answer is 304 with no body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /** @description The store identifier (`main_id`); an unknown store gives 404. */
                storeId: components["parameters"]["StoreId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The slides in display order. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        isError: false;
                        data: components["schemas"]["Slider"][];
                    };
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    listMarquees: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier answer; when it still matches the answer is 304 with no body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /** @description The store identifier (`main_id`); an unknown store gives 404. */
                storeId: components["parameters"]["StoreId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The headings in display order. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        isError: false;
                        data: components["schemas"]["Marquee"][];
                    };
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    getStoreProfile: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier answer; when it still matches the answer is 304 with no body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /** @description The store identifier (`main_id`); an unknown store gives 404. */
                storeId: components["parameters"]["StoreId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The store profile under `users` (the specification's name). */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        users: components["schemas"]["StoreProfile"];
                    };
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    getOfficeLocation: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier answer; when it still matches the answer is 304 with no body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /** @description The store identifier (`main_id`); an unknown store gives 404. */
                storeId: components["parameters"]["StoreId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The office under `users` (the specification's name). */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        users: components["schemas"]["OfficeLocation"];
                    };
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    getHelp: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier answer; when it still matches the answer is 304 with no body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /** @description The store identifier (`main_id`). */
                shopId: components["schemas"]["MainId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The help numbers under `help`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        help: components["schemas"]["Help"];
                    };
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    loginUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description Logged in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AccountBlocked"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Unexpected"];
        };
    };
    refreshAuth: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefreshRequest"];
            };
        };
        responses: {
            /** @description A new token pair. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthTokens"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Unexpected"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LogoutRequest"];
            };
        };
        responses: {
            /** @description Logged out. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            default: components["responses"]["Unexpected"];
        };
    };
    loginWithGoogle: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GoogleLoginRequest"];
            };
        };
        responses: {
            /** @description Logged in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AccountBlocked"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            /** @description Google sign-in is not configured, or Google's keys cannot be reached right now. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["Unexpected"];
        };
    };
    sendSignupOtp: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailRequest"];
            };
        };
        responses: {
            /** @description OTP sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Unexpected"];
        };
    };
    verifyOtp: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerifyOtpRequest"];
            };
        };
        responses: {
            /** @description OTP verified. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Unexpected"];
        };
    };
    signup: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignupRequest"];
            };
        };
        responses: {
            /** @description Account created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignupResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Unexpected"];
        };
    };
    sendResetOtp: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailRequest"];
            };
        };
        responses: {
            /** @description OTP sent if the account exists. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Unexpected"];
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetPasswordRequest"];
            };
        };
        responses: {
            /** @description Password changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["AccountBlocked"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Unexpected"];
        };
    };
    getRegisteredUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path: {
                /** @description The caller's `user_id`; another user's id gives 403. */
                userId: components["parameters"]["UserIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        user: components["schemas"]["User"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    updateUserContact: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path: {
                /** @description The caller's `user_id`; another user's id gives 403. */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserContactUpdate"];
            };
        };
        responses: {
            /** @description Updated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                        user: components["schemas"]["User"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    updateUserLanguage: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path: {
                /** @description The caller's `user_id`; another user's id gives 403. */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserLanguageUpdate"];
            };
        };
        responses: {
            /** @description Stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                        user: components["schemas"]["User"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    registerPushToken: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PushTokenRequest"];
            };
        };
        responses: {
            /** @description Registered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    addCartItem: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CartItemInput"];
            };
        };
        responses: {
            /** @description Added. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Unexpected"];
        };
    };
    getCart: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path: {
                /** @description The caller's `user_id`. */
                userIdOrSku: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cart lines (also used for the count). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        isError: false;
                        data: components["schemas"]["CartItem"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    removeCartItem: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path: {
                /** @description The `product_sku` of the line to remove. */
                userIdOrSku: components["schemas"]["Sku"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    clearCart: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path: {
                /** @description The caller's `user_id`; another user's id gives 403. */
                userId: components["parameters"]["UserIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Emptied. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    createAddress: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddressInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddressResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    listAddresses: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path: {
                /** @description The caller's `user_id`. */
                userIdOrAddressId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The addresses, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        isError: false;
                        user: components["schemas"]["Address"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    updateAddress: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path: {
                /** @description The address `id` (§7's `/address/{id}`). */
                userIdOrAddressId: components["parameters"]["AddressIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddressInput"];
            };
        };
        responses: {
            /** @description Updated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddressResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    deleteAddress: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path: {
                /** @description The address `id` (§7's `/address/{id}`). */
                userIdOrAddressId: components["parameters"]["AddressIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        isError: false;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    setDefaultAddress: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path: {
                /** @description The address `id` (§7's `/address/{id}`). */
                userIdOrAddressId: components["parameters"]["AddressIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddressDefaultPatch"];
            };
        };
        responses: {
            /** @description Default set. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddressResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    resetDefaultAddress: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path: {
                /** @description Which default to clear. */
                type: "shipping" | "billing";
                /** @description The caller's `user_id`; another user's id gives 403. */
                userId: components["parameters"]["UserIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cleared (also when there was no default). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        isError: false;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    listPincodes: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier answer; when it still matches the answer is 304 with no body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /** @description The store identifier (`main_id`); an unknown store gives 404. */
                storeId: components["parameters"]["StoreId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pincodes. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pincodesData: components["schemas"]["Pincode"][];
                    };
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    getPaymentSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier answer; when it still matches the answer is 304 with no body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /** @description The store identifier (`main_id`); an unknown store gives 404. */
                storeId: components["parameters"]["StoreId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PaymentSettings"];
                    };
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    getDeliveryPayBefore: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier answer; when it still matches the answer is 304 with no body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /** @description The store identifier (`main_id`); an unknown store gives 404. */
                storeId: components["parameters"]["StoreId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The percentage under `help` (the specification's name). */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        help: components["schemas"]["DeliveryPayBefore"];
                    };
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    listDeliveryPrices: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier answer; when it still matches the answer is 304 with no body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /** @description The store identifier (`main_id`); an unknown store gives 404. */
                storeId: components["parameters"]["StoreId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bands. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DeliveryPriceBand"][];
                    };
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    listFreeDeliveryBands: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier answer; when it still matches the answer is 304 with no body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /** @description The store identifier (`main_id`); an unknown store gives 404. */
                storeId: components["parameters"]["StoreId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bands. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FreeDeliveryBand"][];
                    };
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    checkCoupon: {
        parameters: {
            query?: {
                /** @description Despite its name, the store identifier (`main_id`), as the specification's browser sends it. Resolved like a path store id; when absent the `X-Main-Id` header is used. */
                user_id?: components["schemas"]["MainId"];
            };
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path: {
                /** @description The coupon code as typed (matched case-insensitively, trimmed). */
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The coupon is valid today. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        couponData: components["schemas"]["Coupon"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    quoteCheckout: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckoutQuoteRequest"];
            };
        };
        responses: {
            /** @description The bill. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CheckoutQuote"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Unexpected"];
        };
    };
    createPayNowOrder: {
        parameters: {
            query?: never;
            header: {
                /** @description A fresh random key per checkout attempt (e.g. a UUID), reused only when retrying the same attempt. Same key and body replay the first answer; same key with another body gives 409. */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PayNowOrderRequest"];
            };
        };
        responses: {
            /** @description Order created; open the gateway widget with `razorpay_order`. */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayNowOrderResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            default: components["responses"]["Unexpected"];
        };
    };
    createPayOnDeliveryOrder: {
        parameters: {
            query?: never;
            header: {
                /** @description A fresh random key per checkout attempt (e.g. a UUID), reused only when retrying the same attempt. Same key and body replay the first answer; same key with another body gives 409. */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PayOnDeliveryOrderRequest"];
            };
        };
        responses: {
            /** @description Order created. */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayOnDeliveryOrderResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            default: components["responses"]["Unexpected"];
        };
    };
    verifyPayment: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentVerifyRequest"];
            };
        };
        responses: {
            /** @description Paid. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentVerifyResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    handlePaymentWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description Hex HMAC-SHA256 of the raw body under the webhook secret. */
                "X-Razorpay-Signature": string;
                /** @description Razorpay's event id, used to ignore repeated deliveries. */
                "X-Razorpay-Event-Id"?: string;
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RazorpayWebhookEvent"];
            };
        };
        responses: {
            /** @description Accepted (processed, duplicate or ignored). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "processed" | "duplicate" | "ignored";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            default: components["responses"]["Unexpected"];
        };
    };
    sandboxPay: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxPayRequest"];
            };
        };
        responses: {
            /** @description The gateway's success-handler payload. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GatewayPaymentResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    listOrders: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path: {
                /** @description The caller's `user_id`; another user's id gives 403. */
                user_id: components["parameters"]["UserIdSnakePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The orders. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Order"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    getOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path: {
                /** @description The order's `order_id`. */
                id: components["schemas"]["OrderId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Order"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    getOrderCreditNotes: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path: {
                id: components["schemas"]["OrderId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order's credit notes, oldest first (none when nothing was credited). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CreditNote"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    getOrderInvoice: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path: {
                /** @description The order's `order_id`. */
                id: components["schemas"]["OrderId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invoice. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TaxInvoice"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Unexpected"];
        };
    };
    updateOrderStatus: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path: {
                /** @description The order's `order_id`. */
                orderId: components["schemas"]["OrderId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderStatusChange"];
            };
        };
        responses: {
            /** @description The order after the move. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Order"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Unexpected"];
        };
    };
    getOrderReturns: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path: {
                id: components["schemas"]["OrderId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order's returns. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["OrderReturns"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    createOrderReturn: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path: {
                id: components["schemas"]["OrderId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReturnRequestBody"];
            };
        };
        responses: {
            /** @description The request, `requested`. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ReturnRequest"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Unexpected"];
        };
    };
    uploadReturnPhoto: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/octet-stream": string;
            };
        };
        responses: {
            /** @description Stored. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MediaAsset"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["BadRequest"];
            default: components["responses"]["Unexpected"];
        };
    };
    getReturnPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The store identifier (`main_id`); an unknown store gives 404. */
                storeId: components["parameters"]["StoreId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The return policy. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ReturnPolicy"];
                    };
                };
            };
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminLogin: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffLoginRequest"];
            };
        };
        responses: {
            /** @description Signed in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffAuthResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminRefresh: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefreshRequest"];
            };
        };
        responses: {
            /** @description A new pair. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffAuthResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminLogout: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessMessage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminSetPassword: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffSetPasswordRequest"];
            };
        };
        responses: {
            /** @description The password is set; the member can sign in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminSetupStatus: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The store's setup state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffSetupStatus"];
                };
            };
            400: components["responses"]["BadRequest"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminSetupOwner: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffSetupOwnerRequest"];
            };
        };
        responses: {
            /** @description The owner is made and signed in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffAuthResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminMe: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["StaffMember"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminListStaff: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Current members, owners first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["StaffMember"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminInviteStaff: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffInviteRequest"];
            };
        };
        responses: {
            /** @description Invited. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["StaffMember"];
                        setPasswordUrl: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminRemoveStaff: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path: {
                staffId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessMessage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminListAudit: {
        parameters: {
            query?: {
                /** @description 1-based page number (default 1). */
                page?: components["parameters"]["AdminPage"];
                /** @description Rows per page (default 25). */
                limit?: components["parameters"]["AdminLimit"];
                staff_id?: components["schemas"]["Id"];
                /** @description What was changed, e.g. `product`, `order`, `staff`, `stock`. */
                entity?: string;
                /** @description Matches the action or the changed object's id. */
                q?: string;
                /** @description From this day on (inclusive, `YYYY-MM-DD`, India time). */
                from?: components["parameters"]["AdminFrom"];
                /** @description Up to this day (inclusive, `YYYY-MM-DD`, India time). */
                to?: components["parameters"]["AdminTo"];
            };
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AuditEntry"][];
                        page: number;
                        limit: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminListOrders: {
        parameters: {
            query?: {
                /** @description 1-based page number (default 1). */
                page?: components["parameters"]["AdminPage"];
                /** @description Rows per page (default 25). */
                limit?: components["parameters"]["AdminLimit"];
                status?: components["schemas"]["OrderStatus"];
                payment_mode?: components["schemas"]["PaymentMode"];
                payment_status?: components["schemas"]["PaymentStatus"];
                kind?: "product" | "course";
                q?: string;
                sort?: "newest" | "oldest" | "total_desc" | "total_asc";
                /** @description From this day on (inclusive, `YYYY-MM-DD`, India time). */
                from?: components["parameters"]["AdminFrom"];
                /** @description Up to this day (inclusive, `YYYY-MM-DD`, India time). */
                to?: components["parameters"]["AdminTo"];
            };
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminOrderRow"][];
                        page: number;
                        limit: number;
                        total: number;
                        newCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminNewOrdersCount: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminMarkOrdersSeen: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Marked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessMessage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminGetOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path: {
                orderId: components["schemas"]["OrderId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminOrder"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminGetOrderInvoice: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path: {
                orderId: components["schemas"]["OrderId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invoice. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TaxInvoice"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminGetOrderCreditNotes: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path: {
                orderId: components["schemas"]["OrderId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order's credit notes, oldest first (none when nothing was credited). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CreditNote"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminGetOrderRefunds: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path: {
                orderId: components["schemas"]["OrderId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order's refunds. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["OrderRefunds"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminRefundOrder: {
        parameters: {
            query?: never;
            header: {
                /** @description A fresh random key per checkout attempt (e.g. a UUID), reused only when retrying the same attempt. Same key and body replay the first answer; same key with another body gives 409. */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path: {
                orderId: components["schemas"]["OrderId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefundRequest"];
            };
        };
        responses: {
            /** @description The refund this Idempotency-Key already made. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefundResponse"];
                };
            };
            /** @description The refund. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefundResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            /** @description The gateway refused the refund or did not answer (code `PAYMENT_GATEWAY_ERROR`); a refused refund is recorded as failed. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["Unexpected"];
        };
    };
    adminCancelAndRefund: {
        parameters: {
            query?: never;
            header: {
                /** @description A fresh random key per checkout attempt (e.g. a UUID), reused only when retrying the same attempt. Same key and body replay the first answer; same key with another body gives 409. */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path: {
                orderId: components["schemas"]["OrderId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: components["schemas"]["RefundReason"];
                };
            };
        };
        responses: {
            /** @description The refund this Idempotency-Key already made. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefundResponse"];
                };
            };
            /** @description The order is cancelled and its refund made. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefundResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            /** @description The gateway refused the refund or did not answer (code `PAYMENT_GATEWAY_ERROR`); a refused refund is recorded as failed. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["Unexpected"];
        };
    };
    adminListReturns: {
        parameters: {
            query?: {
                /** @description 1-based page number (default 1). */
                page?: components["parameters"]["AdminPage"];
                /** @description Rows per page (default 25). */
                limit?: components["parameters"]["AdminLimit"];
                state?: "open" | "requested" | "approved" | "rejected" | "received" | "restocked" | "written_off" | "refunded";
                q?: string;
            };
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminReturn"][];
                        page: number;
                        limit: number;
                        total: number;
                        waiting: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminGetReturn: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path: {
                returnId: components["parameters"]["ReturnId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminReturn"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminApproveReturn: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path: {
                returnId: components["parameters"]["ReturnId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description How and when the parcel will be collected, or where to send it. */
                    pickup_note: string;
                };
            };
        };
        responses: {
            /** @description The request after the move. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminReturn"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminRejectReturn: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path: {
                returnId: components["parameters"]["ReturnId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Why the return is declined; the customer reads it. */
                    reason: string;
                };
            };
        };
        responses: {
            /** @description The request after the move. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminReturn"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminReceiveReturn: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path: {
                returnId: components["parameters"]["ReturnId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request after the move. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminReturn"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminRestockReturn: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path: {
                returnId: components["parameters"]["ReturnId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Kept on the stock movement. */
                    note?: string;
                };
            };
        };
        responses: {
            /** @description The request after the move. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminReturn"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminWriteOffReturn: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path: {
                returnId: components["parameters"]["ReturnId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Kept on the stock movement. */
                    note?: string;
                };
            };
        };
        responses: {
            /** @description The request after the move. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminReturn"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminRefundReturn: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path: {
                returnId: components["parameters"]["ReturnId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    method: "gateway" | "manual";
                    /**
                     * @description With `method` manual, how the money was paid back.
                     * @enum {string}
                     */
                    manual_channel?: "upi" | "bank_transfer";
                    /** @description With `method` manual, the UPI or bank transfer's reference. */
                    manual_reference?: string;
                };
            };
        };
        responses: {
            /** @description The request after the move. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminReturn"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            /** @description The gateway refused the refund (code `PAYMENT_GATEWAY_ERROR`); it is recorded as failed. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["Unexpected"];
        };
    };
    adminListProducts: {
        parameters: {
            query?: {
                /** @description 1-based page number (default 1). */
                page?: components["parameters"]["AdminPage"];
                /** @description Rows per page (default 25). */
                limit?: components["parameters"]["AdminLimit"];
                q?: string;
                category?: string;
                type?: components["schemas"]["ProductType"];
                status?: components["schemas"]["ActiveStatus"];
                stock?: "out" | "low";
                sort?: "newest" | "title" | "stock_asc" | "price_asc" | "price_desc" | "updated";
            };
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminProductRow"][];
                        page: number;
                        limit: number;
                        total: number;
                        /** @description True when there are more matches than `total` (a search counted up to 1,001). */
                        totalAtLeast: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminCreateProduct: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminProductInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminProduct"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminGetProduct: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path: {
                productId: components["parameters"]["AdminProductIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The product. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminProduct"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminUpdateProduct: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path: {
                productId: components["parameters"]["AdminProductIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminProductInput"];
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminProduct"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminStockHistory: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path: {
                productId: components["parameters"]["AdminProductIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The history (the last 200 moves). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["StockMovement"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminAdjustStock: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path: {
                productId: components["parameters"]["AdminProductIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StockAdjustment"];
            };
        };
        responses: {
            /** @description The move made. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["StockMovement"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminListCategories: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The choices. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The category keys products are filed under, the store's categories first. */
                        categories: string[];
                        /** @description The name the shop shows for each key that has a category (`{"bridal-henna": "Bridal Henna"}`); a key products use without a category has none. */
                        categoryNames: {
                            [key: string]: string;
                        };
                        categoryTypes: string[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminUploadMedia: {
        parameters: {
            query?: never;
            header?: {
                "X-File-Name"?: string;
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/octet-stream": string;
            };
        };
        responses: {
            /** @description Stored. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MediaAsset"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["BadRequest"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminExportCatalogue: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminCheckImport: {
        parameters: {
            query?: never;
            header?: {
                "X-File-Name"?: string;
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "text/csv": string;
            };
        };
        responses: {
            /** @description The dry run's report. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ImportReport"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminGetImport: {
        parameters: {
            query?: {
                /** @description 1-based page number (default 1). */
                page?: components["parameters"]["AdminPage"];
                /** @description Rows per page (default 25). */
                limit?: components["parameters"]["AdminLimit"];
            };
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path: {
                importId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ImportReport"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminApplyImport: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path: {
                importId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    skipInvalid?: boolean;
                };
            };
        };
        responses: {
            /** @description Queued. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ImportReport"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Unexpected"];
        };
    };
    getAdmission: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path: {
                /** @description The caller's `user_id`; another user's id gives 403. */
                user_id: components["parameters"]["UserIdSnakePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record or null. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: components["schemas"]["Admission"] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    createAdmission: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdmissionInput"];
            };
        };
        responses: {
            /** @description Saved. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdmissionResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Unexpected"];
        };
    };
    updateAdmission: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path: {
                /** @description The admission `id`. */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdmissionInput"];
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdmissionResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    createAdmissionPayNow: {
        parameters: {
            query?: never;
            header: {
                /** @description A fresh random key per checkout attempt (e.g. a UUID), reused only when retrying the same attempt. Same key and body replay the first answer; same key with another body gives 409. */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdmissionPayNowRequest"];
            };
        };
        responses: {
            /** @description Payment created; open the gateway widget with `razorpay_order`. */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayNowOrderResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Unexpected"];
        };
    };
    createAdmissionPayOnDelivery: {
        parameters: {
            query?: never;
            header: {
                /** @description A fresh random key per checkout attempt (e.g. a UUID), reused only when retrying the same attempt. Same key and body replay the first answer; same key with another body gives 409. */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdmissionPayOnDeliveryRequest"];
            };
        };
        responses: {
            /** @description Payment created. */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayOnDeliveryOrderResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Unexpected"];
        };
    };
    verifyAdmissionPayment: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentVerifyRequest"];
            };
        };
        responses: {
            /** @description Paid. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentVerifyResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    getAdmissionPayment: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path: {
                /** @description The payment's `receipt_id` (the value in /payment-successad/{receiptId}); its `order_id` is accepted too. */
                id: components["schemas"]["OrderId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdmissionPayment"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    requestQuote: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuoteRequest"];
            };
        };
        responses: {
            /** @description Stored; the team is notified. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    createLead: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LeadRequest"];
            };
        };
        responses: {
            /** @description Stored. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    createEnquiry: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnquiryRequest"];
            };
        };
        responses: {
            /** @description Stored. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    listClassLevels: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
                /** @description An `ETag` from an earlier answer; when it still matches the answer is 304 with no body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The class levels. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ClassLevel"][];
                    };
                };
            };
            304: components["responses"]["NotModified"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    listButtons: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier answer; when it still matches the answer is 304 with no body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /** @description The store identifier; an unknown store gives 404. */
                main_id: components["parameters"]["MainIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The button configs. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        isError: false;
                        data: components["schemas"]["ButtonConfig"][];
                    };
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    listPayButtons: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier answer; when it still matches the answer is 304 with no body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /** @description The store identifier; an unknown store gives 404. */
                main_id: components["parameters"]["MainIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pay button configs. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        isError: false;
                        data: components["schemas"]["PayButtonConfig"][];
                    };
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    getPageMeta: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier answer; when it still matches the answer is 304 with no body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /** @description The store identifier; an unknown store gives 404. */
                main_id: components["parameters"]["MainIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The metadata. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        isError: false;
                        data: components["schemas"]["PageMeta"];
                    };
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Healthy. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "ok";
                    };
                };
            };
            /** @description The database cannot be reached (code `INTERNAL`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            "4XX": components["responses"]["BadRequest"];
            default: components["responses"]["Unexpected"];
        };
    };
    listDevOutbox: {
        parameters: {
            query?: {
                /** @description Only e-mails to this address (case-insensitive). */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The e-mails, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["OutboxMessage"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminListBackups: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The backups. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BackupList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminBackUpNow: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The backup taken. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BackupTaken"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminDownloadBackup: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, as `cli restore FILE` reads it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminGetStoreSetup: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The store's setup. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoreSetupResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminUpdateStoreProfile: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StoreProfileInput"];
            };
        };
        responses: {
            /** @description Saved; the whole setup as it now is. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoreSetupResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminUpdateSellingRules: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SellingRules"];
            };
        };
        responses: {
            /** @description Saved; the whole setup as it now is. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoreSetupResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminGetDelivery: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delivery setup. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliverySetupResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminUpdateDeliveryBands: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeliveryBandsInput"];
            };
        };
        responses: {
            /** @description Saved; the delivery setup as it now is. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliverySetupResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminUpdateOfficeLocation: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OfficeLocationInput"];
            };
        };
        responses: {
            /** @description Saved; the delivery setup as it now is. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliverySetupResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminListPincodes: {
        parameters: {
            query?: {
                /** @description 1-based page number (default 1). */
                page?: components["parameters"]["AdminPage"];
                /** @description Rows per page (default 25). */
                limit?: components["parameters"]["AdminLimit"];
                /** @description Pincodes starting with these digits. */
                q?: string;
                status?: components["schemas"]["ActiveStatus"];
            };
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page, in pincode order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminPincode"][];
                        page: number;
                        limit: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminAddPincodes: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PincodesInput"];
            };
        };
        responses: {
            /** @description Added. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        added: string[];
                        existing: string[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminUpdatePincode: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path: {
                pincodeId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    status: components["schemas"]["ActiveStatus"];
                };
            };
        };
        responses: {
            /** @description Changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminPincode"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminListSliders: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description In `position` order, as the shop's `listSliders` shows the Active ones. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminSlider"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminCreateSlider: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminSliderInput"];
            };
        };
        responses: {
            /** @description Added. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminSlider"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminReorderSliders: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminReorderInput"];
            };
        };
        responses: {
            /** @description The list in its new order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminSlider"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminUpdateSlider: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path: {
                itemId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminSliderInput"];
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminSlider"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminDeleteSlider: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path: {
                itemId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessMessage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminListOffers: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description In `position` order, as the shop's `listOffers` shows the Active ones. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminOffer"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminCreateOffer: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminOfferInput"];
            };
        };
        responses: {
            /** @description Added. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminOffer"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminReorderOffers: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminReorderInput"];
            };
        };
        responses: {
            /** @description The list in its new order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminOffer"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminUpdateOffer: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path: {
                itemId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminOfferInput"];
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminOffer"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminDeleteOffer: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path: {
                itemId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessMessage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminListArrivalGroups: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description In `position` order, as the shop's `listNewArrivals` shows the Active ones. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminArrivalGroup"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminCreateArrivalGroup: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminArrivalGroupInput"];
            };
        };
        responses: {
            /** @description Added. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminArrivalGroup"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminReorderArrivalGroups: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminReorderInput"];
            };
        };
        responses: {
            /** @description The list in its new order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminArrivalGroup"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminUpdateArrivalGroup: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path: {
                itemId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminArrivalGroupInput"];
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminArrivalGroup"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminDeleteArrivalGroup: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path: {
                itemId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessMessage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminListShopCategories: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description In `position` order, as the shop's `listCategories` shows the Active ones. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminShopCategory"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminCreateShopCategory: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminShopCategoryInput"];
            };
        };
        responses: {
            /** @description Added. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminShopCategory"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminReorderShopCategories: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminReorderInput"];
            };
        };
        responses: {
            /** @description The list in its new order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminShopCategory"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminUpdateShopCategory: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path: {
                itemId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminShopCategoryInput"];
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminShopCategory"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminDeleteShopCategory: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path: {
                itemId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessMessage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminListCoupons: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The coupons. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminCoupon"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminCreateCoupon: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminCouponInput"];
            };
        };
        responses: {
            /** @description Added. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminCoupon"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminUpdateCoupon: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path: {
                couponId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminCouponInput"];
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminCoupon"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminDeleteCoupon: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path: {
                couponId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessMessage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminEndCoupon: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path: {
                couponId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ended. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminCoupon"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminListClassLevels: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The levels. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminClassLevel"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminCreateClassLevel: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminClassLevelInput"];
            };
        };
        responses: {
            /** @description Added. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminClassLevel"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminUpdateClassLevel: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path: {
                levelId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminClassLevelInput"];
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminClassLevel"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminListAdmissions: {
        parameters: {
            query?: {
                /** @description 1-based page number (default 1). */
                page?: components["parameters"]["AdminPage"];
                /** @description Rows per page (default 25). */
                limit?: components["parameters"]["AdminLimit"];
                q?: string;
                center?: string;
                paid?: "paid" | "unpaid";
            };
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminAdmissionRow"][];
                        /** @description The center filter's choices: the store's admission centers (store setup, else the specification's four), then any other center an admission names. */
                        centers: string[];
                        page: number;
                        limit: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminGetAdmission: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path: {
                admissionId: components["parameters"]["AdminAdmissionIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The admission. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminAdmission"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminRevealAadhaar: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path: {
                admissionId: components["parameters"]["AdminAdmissionIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AadhaarRevealRequest"];
            };
        };
        responses: {
            /** @description The number. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        aadhar: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminListAdmissionPayments: {
        parameters: {
            query?: {
                /** @description 1-based page number (default 1). */
                page?: components["parameters"]["AdminPage"];
                /** @description Rows per page (default 25). */
                limit?: components["parameters"]["AdminLimit"];
                status?: components["schemas"]["PaymentStatus"];
                q?: string;
            };
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminAdmissionPayment"][];
                        page: number;
                        limit: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminListInbox: {
        parameters: {
            query?: {
                /** @description 1-based page number (default 1). */
                page?: components["parameters"]["AdminPage"];
                /** @description Rows per page (default 25). */
                limit?: components["parameters"]["AdminLimit"];
                kind?: components["schemas"]["InboxKind"];
                status?: components["schemas"]["InboxStatus"];
                q?: string;
            };
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["InboxItem"][];
                        page: number;
                        limit: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminUpdateInboxItem: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path: {
                kind: components["parameters"]["InboxKindPath"];
                itemId: components["parameters"]["InboxItemIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InboxUpdateRequest"];
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["InboxItem"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminReplyInboxItem: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path: {
                kind: components["parameters"]["InboxKindPath"];
                itemId: components["parameters"]["InboxItemIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InboxReplyRequest"];
            };
        };
        responses: {
            /** @description Queued for sending. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["InboxItem"];
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminListCustomers: {
        parameters: {
            query?: {
                /** @description 1-based page number (default 1). */
                page?: components["parameters"]["AdminPage"];
                /** @description Rows per page (default 25). */
                limit?: components["parameters"]["AdminLimit"];
                q?: string;
                blocked?: boolean;
            };
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminCustomerRow"][];
                        page: number;
                        limit: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminGetCustomer: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path: {
                userId: components["parameters"]["AdminCustomerIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The customer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminCustomer"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminBlockCustomer: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path: {
                userId: components["parameters"]["AdminCustomerIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerBlockRequest"];
            };
        };
        responses: {
            /** @description Blocked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminCustomerRow"];
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminUnblockCustomer: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path: {
                userId: components["parameters"]["AdminCustomerIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unblocked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminCustomerRow"];
                        message: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminDashboard: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminDashboard"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminSalesReport: {
        parameters: {
            query: {
                /** @description The first day (`YYYY-MM-DD`, India time). */
                from: string;
                /** @description The last day (`YYYY-MM-DD`, India time), on or after `from`. */
                to: string;
            };
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminGstr1Summary: {
        parameters: {
            query: {
                /** @description The month (`YYYY-MM`, India time), from 2017-07 (GST's start) to this month. */
                month: string;
            };
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The month's return. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Gstr1Summary"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Unexpected"];
        };
    };
    adminGstr1Sheet: {
        parameters: {
            query: {
                /** @description The month (`YYYY-MM`, India time), from 2017-07 (GST's start) to this month. */
                month: string;
            };
            header?: {
                /** @description The store identifier. Used when neither the path nor a body `main_id` names the store; when absent too, the server's configured default store is used. Unknown stores give 404. */
                "X-Main-Id"?: components["parameters"]["MainIdHeader"];
            };
            path: {
                sheet: "b2b" | "b2cl" | "b2cs" | "cdnr" | "cdnur" | "hsn" | "hsn_b2b" | "hsn_b2c" | "docs";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sheet. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Unexpected"];
        };
    };
}
