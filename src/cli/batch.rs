//! Feeding the inputs to a command, from the arguments or one per line from
//! stdin, and writing each outcome as soon as it is known: a batch of any
//! size runs in the memory of one line.

use std::ffi::OsString;
use std::io::{self, BufRead, BufWriter, IsTerminal, StdoutLock, Write};
use std::process::ExitCode;

use clap::CommandFactory as _;
use indicatif::{ProgressBar, ProgressStyle};

use super::{args::Cli, render, Command, Cx, Origin, Outcome};

/// After how many lines a batch shows its progress (a pipe does not say
/// how many lines are coming, so the bar counts rather than measures).
const PROGRESS_AFTER: u64 = 2000;

/// Runs `command` on each of `inputs` (`-`: the lines of stdin; none: stdin,
/// unless it is a terminal) and returns the exit status: 0 when every input
/// passed, 1 otherwise.
pub(crate) fn run(command: &dyn Command, mut inputs: Vec<OsString>, json: bool) -> ExitCode {
    if inputs.is_empty() {
        if io::stdin().is_terminal() {
            Cli::command()
                .error(
                    clap::error::ErrorKind::MissingRequiredArgument,
                    "no INPUT given (give one, or `-` or a pipe for one per line of stdin)",
                )
                .exit();
        }
        inputs.push("-".into());
    }
    let mut batch = Batch {
        command,
        json,
        several: inputs.len() > 1 || inputs.iter().any(|i| i == "-"),
        interactive: io::stdin().is_terminal() || io::stdout().is_terminal(),
        colour: (render::colour(false), render::colour(true)),
        out: BufWriter::new(io::stdout().lock()),
        printed: false,
        failed: false,
        progress: Progress::new(),
    };
    let result = inputs.iter().enumerate().try_for_each(|(i, input)| {
        if input == "-" {
            batch.stdin()
        } else {
            let origin = Origin {
                path: "input",
                line: i + 1,
            };
            batch.feed(origin, input.as_encoded_bytes())
        }
    });
    let result = result.and_then(|()| batch.out.flush());
    batch.progress.finish();
    match result {
        Ok(()) => {}
        // A reader that has seen enough (`| head`): stop quietly.
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => {}
        Err(e) => {
            eprintln!("error: {e}");
            batch.failed = true;
        }
    }
    if batch.failed {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}

struct Batch<'c> {
    command: &'c dyn Command,
    json: bool,
    /// More than one input: each outcome says which input it is about.
    several: bool,
    /// Someone may be watching line by line: flush after each input.
    interactive: bool,
    /// Colour for stdout, for stderr.
    colour: (bool, bool),
    out: BufWriter<StdoutLock<'static>>,
    /// Whether a block went to stdout already (the next is set apart).
    printed: bool,
    failed: bool,
    progress: Progress,
}

impl Batch<'_> {
    /// Every line of stdin, without its `\n` or `\r\n` (and the first
    /// without a byte order mark).
    fn stdin(&mut self) -> io::Result<()> {
        let mut stdin = io::stdin().lock();
        let mut line = Vec::new();
        for number in 1.. {
            line.clear();
            let read = stdin.read_until(b'\n', &mut line).map_err(|e| {
                io::Error::new(e.kind(), format!("cannot read stdin, line {number}: {e}"))
            })?;
            if read == 0 {
                break;
            }
            let mut text = line.strip_suffix(b"\n").unwrap_or(&line);
            text = text.strip_suffix(b"\r").unwrap_or(text);
            if number == 1 {
                text = text.strip_prefix("\u{feff}".as_bytes()).unwrap_or(text);
            }
            let origin = Origin {
                path: "<stdin>",
                line: number,
            };
            self.feed(origin, text)?;
        }
        Ok(())
    }

    /// Runs the command on one input and writes its outcome.
    fn feed(&mut self, origin: Origin, bytes: &[u8]) -> io::Result<()> {
        let cx = Cx {
            json: self.json,
            batch: self.several,
            origin,
            colour_out: self.colour.0,
            colour_err: self.colour.1,
        };
        let outcome = match std::str::from_utf8(bytes) {
            Ok(input) => self.command.run(&cx, input),
            Err(e) => {
                let lossy = String::from_utf8_lossy(bytes);
                let start = e.valid_up_to();
                let len = e.error_len().unwrap_or(bytes.len() - start);
                let bad = start..start + char::REPLACEMENT_CHARACTER.len_utf8();
                let outcome = self
                    .command
                    .not_utf8(&cx, &lossy, bad, &bytes[start..start + len]);
                Outcome {
                    ok: false,
                    ..outcome
                }
            }
        };
        self.failed |= !outcome.ok;
        self.write(&outcome)?;
        self.progress.tick();
        Ok(())
    }

    fn write(&mut self, outcome: &Outcome) -> io::Result<()> {
        if !outcome.stdout.is_empty() {
            if self.printed && self.several && !self.json && self.command.blocks() {
                self.out.write_all(b"\n")?;
            }
            self.out.write_all(outcome.stdout.as_bytes())?;
            self.printed = true;
        }
        if !outcome.stderr.is_empty() {
            // Keep the order of the two streams when they share a terminal.
            self.out.flush()?;
            self.progress.suspend(|| {
                // Nothing useful can be done when stderr is gone.
                let _ = io::stderr().write_all(outcome.stderr.as_bytes());
            });
        }
        if self.interactive {
            self.out.flush()?;
        }
        Ok(())
    }
}

/// A spinner with a count of the lines done, on stderr, once a batch is
/// large; only when stderr is a terminal and stdout is not (output to the
/// same terminal would be torn by it).
struct Progress {
    enabled: bool,
    done: u64,
    bar: Option<ProgressBar>,
}

impl Progress {
    fn new() -> Self {
        Progress {
            enabled: io::stderr().is_terminal() && !io::stdout().is_terminal(),
            done: 0,
            bar: None,
        }
    }

    fn tick(&mut self) {
        self.done += 1;
        match &self.bar {
            Some(bar) => bar.inc(1),
            None if self.enabled && self.done == PROGRESS_AFTER => {
                let bar = ProgressBar::new_spinner();
                if let Ok(style) =
                    ProgressStyle::with_template("{spinner} {human_pos} lines ({elapsed})")
                {
                    bar.set_style(style);
                }
                bar.set_position(self.done);
                self.bar = Some(bar);
            }
            None => {}
        }
    }

    fn suspend(&self, f: impl FnOnce()) {
        match &self.bar {
            Some(bar) => bar.suspend(f),
            None => f(),
        }
    }

    fn finish(&self) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }
}
