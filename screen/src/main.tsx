import { App } from "./app/app";
import { takeKioskConsent } from "./features/kiosk";
import { mountApp } from "@encore/web/lib/mount-app";
import "./styles/theme.css";

takeKioskConsent();
mountApp(App);
