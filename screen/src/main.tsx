import { App } from "./app/app";
import { mountApp } from "@encore/web/lib/mount-app";
import "./styles/theme.css";

mountApp(App);
