// Every route of the back office (under /admin). Pages load on demand, so the sign-in page carries
// only itself and the session.
import { lazyPage } from "@henna/storefront/ui/lazy-page.tsx";
import { PageFallback } from "@henna/storefront/ui/page-fallback.tsx";
import { Suspense } from "react";
import { Route, Routes } from "react-router";
import { AdminLayout } from "../features/layout/admin-layout";
import { RequireOwner, RequireStaff } from "../session/require-staff";

const Login = lazyPage(() => import("../features/auth/login-page"));
const SetPassword = lazyPage(() => import("../features/auth/set-password-page"));
const SetupOwner = lazyPage(() => import("../features/auth/setup-owner-page"));
const Orders = lazyPage(() => import("../features/orders/orders-page"));
const Order = lazyPage(() => import("../features/orders/order-page"));
const Invoice = lazyPage(() => import("../features/orders/invoice-print-page"));
const PackingSlip = lazyPage(() => import("../features/orders/packing-slip-page"));
const Products = lazyPage(() => import("../features/products/products-page"));
const ProductEditor = lazyPage(() => import("../features/products/product-editor-page"));
const ImportExport = lazyPage(() => import("../features/catalogue-csv/import-export-page"));
const Staff = lazyPage(() => import("../features/staff/staff-page"));
const Audit = lazyPage(() => import("../features/audit/audit-page"));
const Dashboard = lazyPage(() => import("../features/dashboard/dashboard-page"));
const Reports = lazyPage(() => import("../features/reports/reports-page"));
const StoreSetup = lazyPage(() => import("../features/store-setup/store-setup-page"));
const Delivery = lazyPage(() => import("../features/delivery/delivery-page"));
const Marketing = lazyPage(() => import("../features/marketing/marketing-page"));
const Coupons = lazyPage(() => import("../features/coupons/coupons-page"));
const Admissions = lazyPage(() => import("../features/admissions/admissions-page"));
const Admission = lazyPage(() => import("../features/admissions/admission-page"));
const FeePayments = lazyPage(() => import("../features/admissions/payments-page"));
const ClassLevels = lazyPage(() => import("../features/admissions/class-levels-page"));
const Inbox = lazyPage(() => import("../features/inbox/inbox-page"));
const Customers = lazyPage(() => import("../features/customers/customers-page"));
const Customer = lazyPage(() => import("../features/customers/customer-page"));
const NotFound = lazyPage(() => import("./not-found-page"));

export function AdminRoutes() {
  return (
    <Suspense fallback={<PageFallback />}>
      <Routes>
        <Route path="/login" element={<Login />} />
        <Route path="/set-password" element={<SetPassword />} />
        <Route path="/setup" element={<SetupOwner />} />
        <Route
          path="/orders/:orderId/invoice"
          element={
            <RequireStaff>
              <Invoice />
            </RequireStaff>
          }
        />
        <Route
          path="/orders/:orderId/packing-slip"
          element={
            <RequireStaff>
              <PackingSlip />
            </RequireStaff>
          }
        />
        <Route
          element={
            <RequireStaff>
              <AdminLayout />
            </RequireStaff>
          }
        >
          <Route path="/" element={<Dashboard />} />
          <Route
            path="/reports"
            element={
              <RequireOwner>
                <Reports />
              </RequireOwner>
            }
          />
          <Route path="/orders" element={<Orders />} />
          <Route path="/orders/:orderId" element={<Order />} />
          <Route path="/products" element={<Products />} />
          <Route path="/products/new" element={<ProductEditor />} />
          <Route path="/products/:productId" element={<ProductEditor />} />
          <Route path="/catalogue" element={<ImportExport />} />
          <Route path="/admissions" element={<Admissions />} />
          <Route path="/admissions/payments" element={<FeePayments />} />
          <Route path="/admissions/class-levels" element={<ClassLevels />} />
          <Route path="/admissions/:admissionId" element={<Admission />} />
          <Route path="/inbox" element={<Inbox />} />
          <Route path="/customers" element={<Customers />} />
          <Route path="/customers/:userId" element={<Customer />} />
          <Route path="/marketing" element={<Marketing />} />
          <Route path="/coupons" element={<Coupons />} />
          <Route
            path="/staff"
            element={
              <RequireOwner>
                <Staff />
              </RequireOwner>
            }
          />
          <Route
            path="/audit"
            element={
              <RequireOwner>
                <Audit />
              </RequireOwner>
            }
          />
          <Route
            path="/store-setup"
            element={
              <RequireOwner>
                <StoreSetup />
              </RequireOwner>
            }
          />
          <Route
            path="/delivery"
            element={
              <RequireOwner>
                <Delivery />
              </RequireOwner>
            }
          />
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
