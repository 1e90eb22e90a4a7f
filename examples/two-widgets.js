// The snippet partners paste before the loader: calls queue until the loader arrives.
window.Treadkit = window.Treadkit || function () { (Treadkit.q = Treadkit.q || []).push(arguments) };

Treadkit("init", { widget: "installer", target: "#chicago", subDomain: "sunrise-tire-pros", zip: "60657" });
Treadkit("init", { widget: "affiliate", target: "#tires", sourceId: "wheel-tire-forum", size: "225/50R17" });
Treadkit("on", "ready", function (detail) {
  (window.treadkitReady = window.treadkitReady || []).push(detail.widget);
});
