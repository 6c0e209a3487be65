//! The time of every WPT parsing case under several placements of two
//! versions of specurl, in one process: `a0`–`a2` (the
//! version compared against), `b0`–`b2` (the version measured) and
//! `c0`–`c2` (the version measured again). `run.sh` writes the manifest
//! that names them; see docs/performance.md ("WPT, case by case"). With
//! `--list FILE…` it times whole lists of URLs the same way instead.
//!
//! Where a function's code lies changes its time by several per cent on
//! some cases (alignment, branch and cache sets), so one build of each
//! version cannot tell a slower case from a case that is placed badly.
//! Each version is linked three times, and a case's time under it is the
//! median of its three placements. The noise is what the same code shows
//! against itself: the ratio of `c` to `b`, either way round, on the case
//! where it is largest. A case is slower than noise when both `b` and `c`
//! are slower than `a` by more than that: a slowdown of the code shows
//! under every linking of it, a badly placed copy under one.

use std::hint::black_box;
use std::time::Instant;

type Parse = fn(&str, Option<&str>) -> usize;

macro_rules! placement {
    ($name:ident, $krate:ident) => {
        #[inline(never)]
        fn $name(input: &str, base: Option<&str>) -> usize {
            $krate::Url::parse(input, base).map_or(0, |u| u.href().len())
        }
    };
}
placement!(pa0, a0);
placement!(pa1, a1);
placement!(pa2, a2);
placement!(pb0, b0);
placement!(pb1, b1);
placement!(pb2, b2);
placement!(pc0, c0);
placement!(pc1, c1);
placement!(pc2, c2);
const ALL: [Parse; 9] = [pa0, pa1, pa2, pb0, pb1, pb2, pc0, pc1, pc2];

/// Nanoseconds per parse over `reps` parses of one case.
fn block(parse: Parse, input: &str, base: Option<&str>, reps: u32) -> f64 {
    let start = Instant::now();
    let mut n = 0;
    for _ in 0..reps {
        n += parse(black_box(input), black_box(base));
    }
    black_box(n);
    start.elapsed().as_secs_f64() * 1e9 / f64::from(reps)
}

/// The time of placements `y..y + 3` over that of `x..x + 3`, each the
/// median of its three.
fn ratio(t: &[f64; 9], x: usize, y: usize) -> f64 {
    median3(&t[y..y + 3]) / median3(&t[x..x + 3])
}

/// A case's slowdown: the smaller of b/a and c/a, what both linkings of
/// the measured version show.
fn slowdown(t: &[f64; 9]) -> f64 {
    ratio(t, 0, 3).min(ratio(t, 0, 6))
}

/// How far the two linkings of the measured version differ, either way.
fn same_code(t: &[f64; 9]) -> f64 {
    ratio(t, 3, 6).max(ratio(t, 6, 3))
}

/// Times the cases `which`, keeping each placement's best block.
fn measure(
    cases: &[(String, Option<String>)],
    which: &[usize],
    best: &mut [[f64; 9]],
    passes: u32,
    rounds: u32,
    reps: u32,
) {
    for pass in 0..passes {
        for &k in which {
            let (input, base) = &cases[k];
            let base = base.as_deref();
            for round in 0..rounds {
                for j in 0..9 {
                    let p = (j + (round + pass) as usize) % 9;
                    // Warmed first: a case's cost is its steady state, not
                    // the switch from another placement's code.
                    block(ALL[p], input, base, reps / 4);
                    let t = block(ALL[p], input, base, reps);
                    best[k][p] = best[k][p].min(t);
                }
            }
        }
    }
}

fn median3(t: &[f64]) -> f64 {
    let mut v = [t[0], t[1], t[2]];
    v.sort_by(f64::total_cmp);
    v[1]
}

fn env(name: &str, default: u32) -> u32 {
    std::env::var(name).map_or(default, |v| v.parse().expect(name))
}

/// `--list FILE…`: each file's URLs (its first 20,000 lines), a pass of
/// every placement in turn, and each placement's median pass.
fn lists(files: &[String]) {
    let rounds = env("ROUNDS", 11) as usize;
    for file in files {
        let text = std::fs::read_to_string(file).expect("a file of URLs");
        let urls: Vec<&str> = text.lines().take(20_000).collect();
        let mut times = vec![Vec::new(); 9];
        for round in 0..rounds {
            for j in 0..9 {
                let p = (j + round) % 9;
                let start = Instant::now();
                let mut n = 0;
                for url in &urls {
                    n += ALL[p](black_box(url), None);
                }
                black_box(n);
                times[p].push(start.elapsed().as_secs_f64() * 1e9 / urls.len() as f64);
            }
        }
        let mut median = [0.0; 9];
        for (m, t) in median.iter_mut().zip(&mut times) {
            t.sort_by(f64::total_cmp);
            *m = t[t.len() / 2];
        }
        let t = median.map(|x| format!("{x:.1}"));
        println!(
            "{file}: ns/URL a {} | b {} | c {}; b/a {:.3}, c/a {:.3}",
            t[..3].join(" "),
            t[3..6].join(" "),
            t[6..].join(" "),
            ratio(&median, 0, 3),
            ratio(&median, 0, 6)
        );
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("--list") {
        return lists(&args[1..]);
    }
    let path = args
        .first()
        .expect("usage: wpt-cases urltestdata.json | --list FILE…");
    let text = std::fs::read_to_string(&path).expect("the WPT file");
    let json: serde_json::Value = serde_json::from_str(&text).expect("JSON");
    // The test cases are the objects; the strings between them are comments.
    let cases: Vec<(String, Option<String>)> = json
        .as_array()
        .expect("an array")
        .iter()
        .filter_map(|case| {
            let input = case.get("input")?.as_str()?.to_string();
            let base = case
                .get("base")
                .and_then(|b| b.as_str())
                .map(str::to_string);
            Some((input, base))
        })
        .collect();
    let (passes, rounds, reps) = (env("PASSES", 3), env("ROUNDS", 11), env("REPS", 150));
    // Per case and placement, the best block over every pass and round.
    let mut best: Vec<[f64; 9]> = (0..cases.len()).map(|_| [f64::MAX; 9]).collect();
    let all: Vec<usize> = (0..cases.len()).collect();
    measure(&cases, &all, &mut best, passes, rounds, reps);
    // A burst of load from elsewhere can outlast a case's measurement and
    // fall on some placements only, where it looks like a slower case or
    // like noise. A difference of the code or of its placement shows again
    // when measured anew; so every case where b or c differs from a, or b
    // from c, by more than 5 % is measured again from scratch, and that
    // second measurement is the one reported.
    let suspects: Vec<usize> = all
        .iter()
        .copied()
        .filter(|&k| slowdown(&best[k]) > 1.05 || same_code(&best[k]) > 1.05)
        .collect();
    for &k in &suspects {
        best[k] = [f64::MAX; 9];
    }
    measure(
        &cases,
        &suspects,
        &mut best,
        env("CONFIRM", 5),
        rounds,
        reps,
    );
    // The noise: the same code against itself, either way round.
    let noise = best.iter().map(same_code).fold(1.0, f64::max);
    let mut rows: Vec<(f64, usize)> = best
        .iter()
        .enumerate()
        .map(|(k, t)| (slowdown(t), k))
        .collect();
    rows.sort_by(|x, y| y.0.total_cmp(&x.0));
    let mut b_a: Vec<f64> = best.iter().map(|t| ratio(t, 0, 3)).collect();
    b_a.sort_by(f64::total_cmp);
    let sum = |x: usize| best.iter().map(|t| median3(&t[x..x + 3])).sum::<f64>();
    println!("cases: {} ({} measured again)", cases.len(), suspects.len());
    println!(
        "b/a per case: median {:.3}, all cases together {:.3}",
        b_a[b_a.len() / 2],
        sum(3) / sum(0)
    );
    println!("noise (the largest c/b or b/c of any case, the same code placed anew): {noise:.3}");
    for t in [1.05, 1.10] {
        let n = rows.iter().filter(|r| r.0 > t).count();
        println!(
            "cases slower by more than {:.0} % under both b and c: {n}",
            (t - 1.0) * 100.0
        );
    }
    let slower = rows.iter().filter(|r| r.0 > noise).count();
    println!("cases slower than noise: {slower}");
    let show = env("SHOW", 10) as usize;
    println!("the {show} largest slowdowns, min(b/a, c/a) (a0 a1 a2 | b0 b1 b2 | c0 c1 c2, ns):");
    for &(r, k) in rows.iter().take(show) {
        let t = best[k].map(|x| format!("{x:.0}"));
        let (input, base) = &cases[k];
        println!(
            "  {r:.3}  {} | {} | {}  {input:?} {base:?}",
            t[..3].join(" "),
            t[3..6].join(" "),
            t[6..].join(" ")
        );
    }
}
