"""The page's sounds: plays the notes ``reversi.base.sound`` decides (oscillators with a
short envelope, made by the Web Audio API: no audio file), and the settings, the game
screen's おと あり / おと なし toggle (``#sound``, ``aria-pressed``) and the menu's three
volumes (``[data-volume]``), both remembered in localStorage (default: on, middle).

Browser rules: no AudioContext before the first tap or key (the autoplay policy): it is
made by the first one, and resumed by any later one that finds it suspended; nothing is
played while the page is hidden (``visibilitychange`` suspends it); a failure of the
audio system (no AudioContext, a context that stays suspended) is silent and changes
nothing else. Sounds never replace what the live region says.
"""

from js import document, window

from ..base.sound import DEFAULT_VOLUME, SHARED, VOLUMES
from .dom import listen, remember, stored

SOUND_KEY = "reversi.sound"
"""``off`` when the sounds are off (on otherwise)."""
VOLUME_KEY = "reversi.volume"
"""The volume chosen, a key of ``reversi.base.sound.VOLUMES``."""
ATTACK_S = 0.005
"""How long a note takes to reach its volume (no click at its start)."""
SILENT = 0.0001
"""The volume a note starts from and fades to (an exponential ramp never reaches 0)."""


class Sound:
    """The sounds of the page; ``texts()`` gives the catalogue on screen."""

    def __init__(self, texts):
        self.texts = texts
        self.on = stored(SOUND_KEY) != "off"
        volume = stored(VOLUME_KEY)
        self.volume = volume if volume in VOLUMES else DEFAULT_VOLUME
        self.context = self.master = None
        self.started = []  # (oscillator, when it starts) of the notes not yet over
        self.button = document.getElementById("sound")
        found = document.querySelectorAll("[data-volume]")
        self.volumes = [found.item(index) for index in range(found.length)]
        for kind in ("pointerdown", "keydown"):
            listen(document, kind, self.on_gesture, capture=True)
        listen(document, "visibilitychange", self.on_visibility)
        listen(self.button, "click", self.on_toggle)
        for button in self.volumes:
            listen(button, "click", lambda event: self.choose_volume(event.currentTarget.getAttribute("data-volume")))

    def write_texts(self) -> None:
        """The toggle's words (おと あり or おと なし, its catalogue path in ``data-text``)
        and its state, and the chosen volume, in the language on screen."""
        state = "on" if self.on else "off"
        self.button.setAttribute("aria-pressed", "true" if self.on else "false")
        words = self.button.querySelector("[data-text]")
        words.setAttribute("data-text", f"SOUND.{state}")
        words.textContent = self.texts().SOUND[state]
        for button in self.volumes:
            button.setAttribute("aria-pressed", "true" if button.getAttribute("data-volume") == self.volume else "false")

    def on_gesture(self, event) -> None:
        """The first tap or key makes the AudioContext; a later one resumes it if suspended."""
        try:
            if self.context is None:
                self.context = window.AudioContext.new()
                self.master = self.context.createGain()
                self.master.gain.value = VOLUMES[self.volume]
                self.master.connect(self.context.destination)
            elif self.context.state != "running" and not document.hidden:
                self.context.resume()
        except Exception:  # no Web Audio: the page stays silent
            self.context = None

    def on_visibility(self, event) -> None:
        """Hidden: the context is suspended (and the notes not yet heard dropped); back in
        view, resumed."""
        try:
            if self.context is None:
                return
            if document.hidden:
                self.stop()
                self.context.suspend()
            else:
                self.context.resume()
        except Exception:  # the audio system failed: silent
            pass

    def on_toggle(self, event) -> None:
        self.on = not self.on
        remember(SOUND_KEY, "on" if self.on else "off")
        if not self.on:
            self.stop()
        self.write_texts()

    def choose_volume(self, volume: str) -> None:
        """A volume chosen in the menu: heard at once, as a piece placed sounds at it."""
        self.volume = volume
        remember(VOLUME_KEY, volume)
        if self.master is not None:
            self.master.gain.value = VOLUMES[volume]
        self.write_texts()
        self.play(SHARED["place"])

    def play(self, notes) -> None:
        """Start ``notes`` (``reversi.base.sound.Note``s, their ``at`` from now), when the
        sounds are on, the page is in view and there is a context; silent otherwise."""
        context = self.context
        if not self.on or not notes or context is None or document.hidden:
            return
        try:
            if context.state != "running":
                context.resume()  # one just made starts a moment later: the notes wait for it
            now = context.currentTime
            self.started = [(oscillator, start) for oscillator, start in self.started if start > now - 2]
            for note in notes:
                start, end = now + note.at, now + note.at + note.length
                oscillator, gain = context.createOscillator(), context.createGain()
                oscillator.type = note.wave
                oscillator.frequency.value = note.frequency
                if note.to is not None:
                    oscillator.frequency.setValueAtTime(note.frequency, start)
                    oscillator.frequency.exponentialRampToValueAtTime(note.to, end)
                envelope = gain.gain
                envelope.setValueAtTime(SILENT, start)
                envelope.linearRampToValueAtTime(note.volume, start + ATTACK_S)
                envelope.exponentialRampToValueAtTime(SILENT, end)
                oscillator.connect(gain)
                gain.connect(self.master)
                oscillator.start(start)
                oscillator.stop(end + 0.01)
                self.started.append((oscillator, start))
        except Exception:  # the audio system failed: silent, the game goes on
            pass

    def stop(self) -> None:
        """Drop the notes not started yet (a move's animation cut short)."""
        now = 0
        try:
            now = self.context.currentTime if self.context is not None else 0
            for oscillator, start in self.started:
                if start > now:
                    oscillator.stop()
        except Exception:  # the audio system failed: silent
            pass
        self.started = [(oscillator, start) for oscillator, start in self.started if start <= now]
