//! A stdin batch on several threads: one reads the lines in chunks, the
//! workers turn each chunk into its outcomes, and the caller writes them in
//! input order.
//!
//! Order comes from tickets rather than from sorting: for each chunk the
//! reader hands the writer, in input order, the receiving end of a channel
//! that only that chunk's outcomes will arrive on, so the writer simply waits
//! on each ticket in turn. Memory stays bounded because both queues are
//! bounded: at most a few chunks per job are read ahead of the writer.

use std::io::{self, BufRead, BufReader, Read};
use std::sync::mpsc::{sync_channel, Receiver, SyncSender};
use std::sync::Mutex;
use std::thread;

use super::{Feeder, Outcome};

/// A chunk ends after this many lines, or at the end of what stdin has
/// delivered so far (so that a slow pipe is not kept waiting for a full
/// chunk).
const CHUNK_LINES: usize = 1024;

/// The size of the read buffer, which bounds a chunk's bytes unless one
/// line is longer.
const READ_BUFFER: usize = 1 << 16;

/// Lines of stdin, as read: each with its line feed, if any.
struct Chunk {
    /// The number of the chunk's first line, from 1.
    first_line: usize,
    text: Vec<u8>,
}

/// A chunk for a worker, and where its outcomes go.
type Work = (Chunk, SyncSender<Vec<Outcome>>);

/// The writer's next item, in input order.
enum Ticket {
    /// The outcomes of one chunk, when a worker has them.
    Chunk(Receiver<Vec<Outcome>>),
    /// Reading stdin failed here.
    Failed(io::Error),
}

/// Runs `feeder` on every line of `input` on `jobs` threads, and gives the
/// outcomes to `write` in input order; stops at the first error `write`
/// returns.
pub(super) fn run(
    feeder: &Feeder<'_>,
    input: impl Read + Send,
    jobs: usize,
    mut write: impl FnMut(Outcome) -> io::Result<()>,
) -> io::Result<()> {
    let (ticket_tx, tickets) = sync_channel::<Ticket>(2 * jobs);
    let (work_tx, work) = sync_channel::<Work>(jobs);
    let work = Mutex::new(work);
    thread::scope(|scope| {
        scope.spawn(move || read(input, &ticket_tx, &work_tx));
        for _ in 0..jobs {
            scope.spawn(|| work_on(feeder, &work));
        }
        // Dropping `tickets` when this returns early stops the reader, and
        // with it the workers.
        for ticket in tickets {
            let outcomes = match ticket {
                Ticket::Chunk(outcomes) => outcomes
                    .recv()
                    .map_err(|_| io::Error::other("a worker stopped before finishing its lines"))?,
                Ticket::Failed(e) => return Err(e),
            };
            outcomes.into_iter().try_for_each(&mut write)?;
        }
        Ok(())
    })
}

/// Reads `input` into chunks: each goes to the workers, and its ticket to
/// the writer first.
fn read(input: impl Read, tickets: &SyncSender<Ticket>, work: &SyncSender<Work>) {
    let mut input = BufReader::with_capacity(READ_BUFFER, input);
    let mut next_line = 1;
    loop {
        let mut chunk = Chunk {
            first_line: next_line,
            text: Vec::new(),
        };
        let mut lines = 0;
        while lines < CHUNK_LINES {
            match input.read_until(b'\n', &mut chunk.text) {
                Ok(0) => break,
                Ok(_) => lines += 1,
                Err(e) => {
                    let e = io::Error::new(
                        e.kind(),
                        format!("cannot read stdin, line {}: {e}", next_line + lines),
                    );
                    let _ = send(tickets, work, chunk);
                    let _ = tickets.send(Ticket::Failed(e));
                    return;
                }
            }
            if input.buffer().is_empty() {
                break;
            }
        }
        if lines == 0 || send(tickets, work, chunk).is_err() {
            return;
        }
        next_line += lines;
    }
}

/// Queues `chunk`: its ticket to the writer, the chunk to a worker. Fails
/// when the writer has stopped.
fn send(tickets: &SyncSender<Ticket>, work: &SyncSender<Work>, chunk: Chunk) -> Result<(), ()> {
    if chunk.text.is_empty() {
        return Ok(());
    }
    let (done, outcomes) = sync_channel(1);
    tickets.send(Ticket::Chunk(outcomes)).map_err(drop)?;
    work.send((chunk, done)).map_err(drop)
}

/// Takes chunks until the reader is done.
fn work_on(feeder: &Feeder<'_>, work: &Mutex<Receiver<Work>>) {
    loop {
        // The lock is held only to take the next chunk.
        let next = work.lock().map(|w| w.recv());
        let Ok(Ok((chunk, done))) = next else { return };
        let outcomes = chunk
            .text
            .split_inclusive(|&b| b == b'\n')
            .zip(chunk.first_line..)
            .map(|(line, number)| feeder.line(number, line))
            .collect();
        // The writer may have stopped (a closed pipe): nothing to do then.
        let _ = done.send(outcomes);
    }
}
