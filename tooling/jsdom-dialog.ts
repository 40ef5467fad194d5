// jsdom has the <dialog> element but not its methods. Here they open and close it through its open
// attribute, as a browser does, without the top layer or the inert page a browser gives a modal
// dialog: those are for the end-to-end tests to check.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.open = false;
};
