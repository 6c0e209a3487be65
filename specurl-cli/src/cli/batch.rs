//! Feeding the inputs to a command, from the arguments or one per line from
//! stdin, and writing each outcome as soon as it is known: a batch of any
//! size runs in bounded memory. A stdin batch runs on `--jobs` threads
//! ([`parallel`]), its outcomes written in input order.

mod parallel;

use std::ffi::OsString;
use std::io::{self, BufRead, BufWriter, IsTerminal, StdoutLock, Write};
use std::process::ExitCode;

use clap::CommandFactory as _;
use indicatif::{ProgressBar, ProgressStyle};

use super::{args::Cli, render, Command, Cx, Origin, Outcome};

/// After how many lines a batch shows its progress (a pipe does not say
/// how many lines are coming, so the bar counts rather than measures).
const PROGRESS_AFTER: u64 = 2000;

/// How a batch runs, whatever its command.
#[derive(Clone, Copy)]
pub(crate) struct Options {
    /// JSON lines rather than text.
    pub(crate) json: bool,
    /// The number of threads for the lines of stdin (at least 1).
    pub(crate) jobs: usize,
}

/// Runs `command` on each of `inputs` (`-`: the lines of stdin; none: stdin,
/// unless it is a terminal) and returns the exit status: 0 when every input
/// passed, 1 otherwise.
pub(crate) fn run(command: &dyn Command, mut inputs: Vec<OsString>, options: Options) -> ExitCode {
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
        feeder: Feeder {
            command,
            json: options.json,
            several: inputs.len() > 1 || inputs.iter().any(|i| i == "-"),
            colour: (render::colour(false), render::colour(true)),
        },
        // Someone typing lines wants each answer before the next line.
        jobs: if io::stdin().is_terminal() {
            1
        } else {
            options.jobs.max(1)
        },
        sink: Sink {
            interactive: io::stdin().is_terminal() || io::stdout().is_terminal(),
            out: BufWriter::new(io::stdout().lock()),
            printed: false,
            failed: false,
            progress: Progress::new(),
        },
    };
    let result = inputs.iter().enumerate().try_for_each(|(i, input)| {
        if input == "-" {
            batch.stdin()
        } else {
            let origin = Origin {
                path: "input",
                line: i + 1,
            };
            let outcome = batch.feeder.outcome(origin, input.as_encoded_bytes());
            batch.sink.record(&batch.feeder, &outcome)
        }
    });
    let sink = &mut batch.sink;
    let result = result.and_then(|()| sink.out.flush());
    sink.progress.finish();
    match result {
        Ok(()) => {}
        // A reader that has seen enough (`| head`): stop quietly.
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => {}
        Err(e) => {
            eprintln!("error: {e}");
            sink.failed = true;
        }
    }
    if sink.failed {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}

/// What turns one input into its outcome; shared by the threads of a
/// parallel batch.
struct Feeder<'c> {
    command: &'c dyn Command,
    json: bool,
    /// More than one input: each outcome says which input it is about.
    several: bool,
    /// Colour for stdout, for stderr.
    colour: (bool, bool),
}

struct Batch<'c> {
    feeder: Feeder<'c>,
    /// Threads for the lines of stdin.
    jobs: usize,
    sink: Sink,
}

/// Where the outcomes go, in input order.
struct Sink {
    /// Someone may be watching line by line: flush after each input.
    interactive: bool,
    out: BufWriter<StdoutLock<'static>>,
    /// Whether a block went to stdout already (the next is set apart).
    printed: bool,
    failed: bool,
    progress: Progress,
}

impl Feeder<'_> {
    /// The outcome of line `number` of stdin, as read (with its `\n` or
    /// `\r\n`, if any, and the first line with a byte order mark, if any).
    fn line(&self, number: usize, line: &[u8]) -> Outcome {
        let mut text = line.strip_suffix(b"\n").unwrap_or(line);
        text = text.strip_suffix(b"\r").unwrap_or(text);
        if number == 1 {
            text = text.strip_prefix("\u{feff}".as_bytes()).unwrap_or(text);
        }
        let origin = Origin {
            path: "<stdin>",
            line: number,
        };
        self.outcome(origin, text)
    }

    /// Runs the command on one input.
    fn outcome(&self, origin: Origin, bytes: &[u8]) -> Outcome {
        let cx = Cx {
            json: self.json,
            batch: self.several,
            origin,
            colour_out: self.colour.0,
            colour_err: self.colour.1,
        };
        match std::str::from_utf8(bytes) {
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
        }
    }
}

impl Batch<'_> {
    /// Every line of stdin, in order.
    fn stdin(&mut self) -> io::Result<()> {
        if self.jobs > 1 {
            let (feeder, sink) = (&self.feeder, &mut self.sink);
            return parallel::run(feeder, io::stdin(), self.jobs, |outcome| {
                sink.record(feeder, &outcome)
            });
        }
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
            let outcome = self.feeder.line(number, &line);
            self.sink.record(&self.feeder, &outcome)?;
        }
        Ok(())
    }
}

impl Sink {
    /// Writes the outcome of one input of `feeder`'s, and counts it.
    fn record(&mut self, feeder: &Feeder<'_>, outcome: &Outcome) -> io::Result<()> {
        self.failed |= !outcome.ok;
        self.write(feeder, outcome)?;
        self.progress.tick();
        Ok(())
    }

    fn write(&mut self, feeder: &Feeder<'_>, outcome: &Outcome) -> io::Result<()> {
        if !outcome.stdout.is_empty() {
            if self.printed && feeder.several && !feeder.json && feeder.command.blocks() {
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

/// The number of cores, the default number of jobs.
pub(crate) fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, usize::from)
}
