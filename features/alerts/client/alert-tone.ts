// The short tone a live alert plays when the reader turned sound effects on: made by Web Audio, so no sound file is
// fetched; a browser that blocks audio before any click on the page stays silent.
export function playAlertTone() {
  try {
    const Context =
      window.AudioContext ??
      (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Context) return;
    const context = new Context();
    const tone = context.createOscillator();
    const volume = context.createGain();
    const now = context.currentTime;
    tone.type = 'sine';
    tone.frequency.setValueAtTime(880, now);
    volume.gain.setValueAtTime(0.0001, now);
    volume.gain.exponentialRampToValueAtTime(0.2, now + 0.02);
    volume.gain.exponentialRampToValueAtTime(0.0001, now + 0.4);
    tone.connect(volume).connect(context.destination);
    tone.onended = () => void context.close();
    tone.start(now);
    tone.stop(now + 0.45);
  } catch {
    // No audio here: the notification still shows.
  }
}
