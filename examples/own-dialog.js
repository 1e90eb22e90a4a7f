// The shop's own modal: opened on load here, as its "Find a shop" button does.
const finder = document.getElementById("finder");
document.getElementById("open-finder").addEventListener("click", () => finder.showModal());
finder.showModal();
