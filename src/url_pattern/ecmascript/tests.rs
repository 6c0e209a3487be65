//! The executor against `regress` on generated patterns and inputs at a
//! fixed seed, and its bound on hostile ones.

use super::error::RegExpErrorKind::{TooDeep, Unexpected, UnknownGroup};
use super::exec::{budget, find, find_within};
use super::RegExpProgram;

struct XorShift(u64);

impl XorShift {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }

    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.below(items.len())]
    }
}

const ATOMS: &[&str] = &[
    "a",
    "b",
    "k",
    "s",
    "\u{212A}",
    "\u{17F}",
    "é",
    "-",
    ".",
    "\\d",
    "\\w",
    "\\W",
    "\\s",
    "\\S",
    "\\p{L}",
    "\\P{Ll}",
    "\\u{212A}",
    "\\x61",
    "\\u0062",
    "\\n",
    "\\/",
    "[ab]",
    "[^a]",
    "[a-k]",
    "[^\\w]",
    "[\\w--[k]]",
    "[\\p{L}&&[a-z]]",
    "[[ab][k]]",
    "[\\q{ab|c}]",
    "[\\q{abk|a|}b]",
    "[^\\q{a}]",
    "[K\\q{sk}]",
    "[^]",
    "\\uD83D\\uDE00",
];

const ASSERTIONS: &[&str] = &["^", "$", "\\b", "\\B"];

const QUANTIFIERS: &[&str] = &[
    "*", "+", "?", "{2}", "{1,}", "{0,2}", "*?", "+?", "??", "{2,}?", "{1,3}?",
];

struct Generator {
    rng: XorShift,
    groups: usize,
    closed: Vec<(usize, usize)>,
    behind: bool,
    in_loop: bool,
}

impl Generator {
    fn quantified_body(&mut self, depth: usize) -> (String, &'static str) {
        let quantifier = match self.in_loop {
            true => "",
            false => self.rng.pick(&["", "", "*", "+?", "?", "{2}", "{0,2}?"]),
        };
        let outer = self.in_loop;
        self.in_loop |= !quantifier.is_empty();
        let body = self.disjunction(depth - 1);
        self.in_loop = outer;
        (body, quantifier)
    }

    fn disjunction(&mut self, depth: usize) -> String {
        let mut out = self.alternative(depth);
        while self.rng.below(4) == 0 {
            out.push('|');
            out += &self.alternative(depth);
        }
        out
    }

    fn alternative(&mut self, depth: usize) -> String {
        (0..self.rng.below(4)).map(|_| self.term(depth)).collect()
    }

    fn term(&mut self, depth: usize) -> String {
        let choice = if depth == 0 {
            self.rng.below(6)
        } else {
            self.rng.below(12)
        };
        let atom = match choice {
            // `regress` matches a class's strings reversed in a lookbehind
            // (`(?<=[\q{sk}])` under `vi` after "\u{212A}\u{17F}K").
            0..=3 => loop {
                let atom = self.rng.pick(ATOMS);
                if !(self.behind && atom.contains("\\q")) {
                    break atom.to_string();
                }
            },
            4 => return self.rng.pick(ASSERTIONS).to_string(),
            // Only to a closed group, and unquantified: `regress` departs
            // from ECMAScript on a group's backreference inside itself
            // (`(|(|\1\S?)*?)$` on "SK/S" matches from 3, not 0), and can
            // loop without end on a quantified one (`(?:(1|){2}){1,3}?(\1{2,}?)x`
            // on "k1").
            5 if !self.closed.is_empty() => {
                let (number, name) = self.closed[self.rng.below(self.closed.len())];
                return if name >= 2 || self.rng.below(2) == 0 {
                    format!("\\{number}")
                } else {
                    format!("\\k<n{name}>")
                };
            }
            5 => "a".to_string(),
            // `regress` can loop without end on a loop whose body holds a
            // quantified group that may match nothing (`(?:(\/?)?)+x` on
            // "a"), so only groups outside loops are quantified.
            6..=8 => {
                self.groups += 1;
                let (number, name) = (self.groups, self.rng.below(4));
                let (body, quantifier) = self.quantified_body(depth);
                self.closed.push((number, name));
                return if name < 2 {
                    format!("(?<n{name}>{body}){quantifier}")
                } else {
                    format!("({body}){quantifier}")
                };
            }
            9 => {
                let (body, quantifier) = self.quantified_body(depth);
                return format!("(?:{body}){quantifier}");
            }
            10 => {
                let head = self.rng.pick(&["(?=", "(?!", "(?<=", "(?<!"]);
                let outer = self.behind;
                self.behind |= head.starts_with("(?<");
                let body = self.disjunction(depth - 1);
                self.behind = outer;
                return format!("{head}{body})");
            }
            _ => {
                let head = self.rng.pick(&["(?i:", "(?-i:", "(?m:", "(?s:", "(?i-s:"]);
                return format!("{head}{})", self.disjunction(depth - 1));
            }
        };
        if self.rng.below(3) == 0 {
            atom + self.rng.pick(QUANTIFIERS)
        } else {
            atom
        }
    }
}

fn regress_flags(icase: bool) -> regress::Flags {
    regress::Flags {
        icase,
        unicode: true,
        unicode_sets: true,
        ..Default::default()
    }
}

/// Every generated pattern that `regress` accepts compiles, and finds
/// what `regress` finds, groups included, on every generated input; a
/// run may instead spend its budget, but rarely.
#[test]
fn finds_what_regress_finds() {
    // A fixed seed, unless `SPECURL_PROPTEST_RANDOM` asks for exploration
    // by hand (the seed is printed, to replay a failure).
    let seed = match std::env::var_os("SPECURL_PROPTEST_RANDOM") {
        Some(_) => std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(1, |d| d.as_nanos() as u64 | 1),
        None => 0x005e_ed0f_0ec3_a5c1,
    };
    println!("seed {seed:#x}");
    let mut rng = XorShift(seed);
    let (mut compared, mut accepted, mut over_budget) = (0, 0, 0);
    let letters = [
        "a", "b", "k", "K", "s", "S", "\u{212A}", "\u{17F}", "é", "-", " ", "\n", "1", "😀", "/",
    ];
    while accepted < 3000 {
        let seed = rng.below(usize::MAX) as u64 | 1;
        let mut g = Generator {
            rng: XorShift(seed),
            groups: 0,
            closed: Vec::new(),
            behind: false,
            in_loop: false,
        };
        let source = g.disjunction(3);
        // `regress` reads `\k<name>` of a duplicate name as its last
        // group, not the one that matched (see `duplicate_names`).
        if ["n0", "n1"].iter().any(|n| {
            source.matches(&format!("(?<{n}>")).count() > 1 && source.contains(&format!("\\k<{n}>"))
        }) {
            continue;
        }
        let icase = rng.below(2) == 0;
        let Ok(reference) = regress::Regex::with_flags(&source, regress_flags(icase)) else {
            continue;
        };
        accepted += 1;
        let program =
            RegExpProgram::compile(&source, icase).unwrap_or_else(|e| panic!("{source}: {e}"));
        for _ in 0..12 {
            let input: String = (0..rng.below(8)).map(|_| rng.pick(&letters)).collect();
            let Ok(found) = find_within(&program, &input, 10_000) else {
                over_budget += 1;
                continue;
            };
            let expected = reference
                .find(&input)
                .map(|m| (0..=program.groups).map(|i| m.group(i)).collect::<Vec<_>>());
            assert_eq!(
                found,
                expected,
                "/{source}/{} on {input:?}",
                if icase { "vi" } else { "v" }
            );
            compared += 1;
        }
    }
    assert!(
        over_budget * 1000 < compared,
        "{over_budget} of {compared} over budget"
    );
}

/// Patterns that backtrack exponentially spend their budget; ordinary
/// ones on long inputs do not.
#[test]
fn hostile_patterns_spend_the_budget() {
    let long = "a".repeat(10_000);
    for hostile in [
        "^(a*)*b$",
        "^(a|a)*b$",
        "(a+)+b",
        "^((?:a*)*)\\1c$",
        "(?=(a*)*b)",
    ] {
        let program = RegExpProgram::compile(hostile, false).unwrap();
        assert!(find(&program, &long).is_err(), "{hostile}");
    }
    let digits = "7".repeat(100_000);
    let program = RegExpProgram::compile("^(\\d+)$", false).unwrap();
    let found = find(&program, &digits).unwrap().unwrap();
    assert_eq!(found, [Some(0..100_000), Some(0..100_000)]);
    assert!(budget(&program, &digits) > budget(&program, "7"));
}

/// Where `regress` departs from ECMAScript, the executor gives what V8
/// gives.
#[test]
fn exact_where_regress_departs() {
    let cases = [
        ("(|(|\\1\\S?)*?)$", false, "SK/S", 0..4),
        ("(?<=[\\q{sk}])", true, "\u{212A}\u{17F}Ka", 6..6),
    ];
    for (source, icase, input, range) in cases {
        let program = RegExpProgram::compile(source, icase).unwrap();
        let found = find(&program, input).unwrap().unwrap();
        assert_eq!(found[0], Some(range), "{source}");
    }
}

/// `\k<name>` of a name that several alternatives define refers to
/// whichever of them matched.
#[test]
fn duplicate_names() {
    let program = RegExpProgram::compile("^(?:(?<d>a)|(?<d>b))\\k<d>$", false).unwrap();
    let found = |input| find(&program, input).unwrap();
    assert_eq!(found("aa"), Some(vec![Some(0..2), Some(0..1), None]));
    assert_eq!(found("bb"), Some(vec![Some(0..2), None, Some(0..1)]));
    assert_eq!(found("ab"), None);
    assert_eq!(found("b"), None);
}

/// Under `i`, a backreference compares characters by simple case folding,
/// forward and in a lookbehind.
#[test]
fn backreferences_fold_case() {
    for (source, icase, input, matches) in [
        ("^(k)\\1$", true, "k\u{212A}", true),
        ("^(\u{17F})\\1$", true, "\u{17F}S", true),
        ("^(k)\\1$", false, "k\u{212A}", false),
        ("^(?i:(é)\\1)$", false, "éÉ", true),
        ("(?<=\\1(s))$", true, "\u{17F}s", true),
        ("(?<=\\1(s))$", true, "ks", false),
    ] {
        let program = RegExpProgram::compile(source, icase).unwrap();
        let found = find(&program, input).unwrap().is_some();
        assert_eq!(found, matches, "{source} on {input}");
    }
}

/// A source the executor cannot read is refused with what and where, in
/// bytes of the source.
#[test]
fn refusals_have_a_kind_and_a_span() {
    let deep = format!("{}{}", "(".repeat(65), ")".repeat(65));
    for (source, kind, span) in [
        ("a(b)\\2", UnknownGroup, 4..6),
        ("é\\k<x>", UnknownGroup, 2..7),
        ("(a", Unexpected, 2..2),
        ("(?x:a)", Unexpected, 2..3),
        ("a{2,x}", Unexpected, 1..6),
        (deep.as_str(), TooDeep, 0..130),
    ] {
        let e = RegExpProgram::compile(source, false).unwrap_err();
        assert_eq!((e.kind, e.span.clone()), (kind, span), "{source}: {e}");
    }
}
