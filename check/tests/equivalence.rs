//! The laws of the equivalence levels, on generated URLs and variants of
//! them that the equations of each level identify:
//!
//! - each level is an equivalence relation: reflexive, symmetric and
//!   transitive on triples;
//! - a finer level implies every coarser one;
//! - `normalise_to(level)` is idempotent, and equivalent URLs have the same
//!   normal form at that level (one representative per class), which is
//!   itself in the class;
//! - each level identifies pairs that the level before it does not.
//!
//! Generation is deterministic.

use proptest::strategy::{Strategy, ValueTree};
use proptest::test_runner::TestRunner;
use specurl::grammar::Mode;
use specurl::{Equivalence, Order, UrlRef};
use specurl_check::gen::{self, Flavour};

/// The parts of a URL-string, to rewrite one of them and print again.
#[derive(Clone, Debug)]
struct Parts {
    scheme: Option<String>,
    authority: Option<String>,
    drive: Option<String>,
    root: bool,
    dirs: Vec<String>,
    file: Option<String>,
    query: Option<String>,
    fragment: Option<String>,
}

impl Parts {
    fn of(u: &UrlRef<'_>) -> Parts {
        Parts {
            scheme: u.scheme().map(str::to_owned),
            authority: u.authority().map(|a| a.to_string()),
            drive: u.drive().map(|d| d.to_string()),
            root: u.has_path_root(),
            dirs: u.dirs().map(str::to_owned).collect(),
            file: u.file().map(str::to_owned),
            query: u.query().map(str::to_owned),
            fragment: u.fragment().map(str::to_owned),
        }
    }

    fn print(&self) -> String {
        let mut s = String::new();
        if let Some(x) = &self.scheme {
            s += x;
            s += ":";
        }
        if let Some(a) = &self.authority {
            s += "//";
            s += a;
        }
        if let Some(d) = &self.drive {
            s += "/";
            s += d;
        }
        if self.root {
            s += "/";
        }
        for d in &self.dirs {
            s += d;
            s += "/";
        }
        s += self.file.as_deref().unwrap_or("");
        if let Some(q) = &self.query {
            s += "?";
            s += q;
        }
        if let Some(f) = &self.fragment {
            s += "#";
            s += f;
        }
        s
    }
}

/// A fixed-seed linear congruential generator: the choices of rewrites.
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) as usize) % n
    }
}

/// One rewrite by the equations of a level (the strings it gives are
/// equivalent at that level, provided the rewrite applies).
fn rewrite(level: Equivalence, p: &mut Parts, rng: &mut Lcg) {
    match level {
        Equivalence::Path => {
            let at = rng.below(p.dirs.len() + 1);
            let dots = ["./", "%2e/", "x/../", "y/%2E%2e/", "z/.%2E/"][rng.below(5)];
            for (i, d) in dots.trim_end_matches('/').split('/').enumerate() {
                p.dirs.insert(at + i, d.to_owned());
            }
            if let Some(d) = &mut p.drive {
                *d = d.replace(':', "|");
            }
        }
        Equivalence::Authority => {
            if let Some(a) = &mut p.authority {
                if !a.is_empty() && !a.contains('@') {
                    *a = ["@", ":@"][rng.below(2)].to_owned() + a;
                }
                if !a.is_empty() && !a.ends_with(':') && !a.ends_with(']') && !a.contains(':') {
                    a.push(':');
                }
            }
        }
        Equivalence::SchemeBased => {
            let scheme = p.scheme.as_deref().unwrap_or("").to_ascii_lowercase();
            if let Some(a) = &mut p.authority {
                let port = match scheme.as_str() {
                    "http" | "ws" => Some(":80"),
                    "https" | "wss" => Some(":443"),
                    "ftp" => Some(":21"),
                    _ => None,
                };
                match port {
                    Some(port) if !a.is_empty() && !a.rsplit('@').next().unwrap().contains(':') => {
                        a.push_str(port)
                    }
                    None if scheme == "file" && a.is_empty() => *a = "localhost".into(),
                    _ => {}
                }
            }
        }
        Equivalence::Scheme => {
            if let Some(s) = &mut p.scheme {
                *s = s.to_ascii_uppercase();
            }
        }
        Equivalence::PercentEncoding => {
            // Every variant gets the same text, as it is or encoded.
            let text = [" \u{e9}\"{", "%20%C3%A9%22%7B", " %C3%A9\"%7B"][rng.below(3)];
            p.fragment = Some(format!("{}{text}", p.fragment.take().unwrap_or_default()));
        }
        Equivalence::Normal => {}
    }
}

/// Generated URLs, each with variants: itself rewritten by a random
/// choice of levels, and the same with its percent-encodings written out.
fn families() -> Vec<Vec<UrlRef<'static>>> {
    let mut runner = TestRunner::deterministic();
    let mut rng = Lcg(0x5eed);
    let mut out = Vec::new();
    for mode in Mode::ALL {
        for flavour in [Flavour::Strict, Flavour::Lenient] {
            let strategy = gen::url(mode, flavour);
            for _ in 0..150 {
                let s = strategy.new_tree(&mut runner).unwrap().current();
                let Ok(url) = UrlRef::parse_with_mode(&s, mode) else {
                    continue;
                };
                let url = url.into_owned();
                let parts = Parts::of(&url);
                let mut first = parts.clone();
                first.fragment = Some(format!("{}%20%C3%A9%22%7B", url.fragment().unwrap_or("")));
                let first = first.print();
                let Ok(url) = UrlRef::parse_with_mode(&first, mode) else {
                    continue;
                };
                let mut family = vec![url.into_owned()];
                for _ in 0..6 {
                    let mut p = parts.clone();
                    for level in Equivalence::ALL {
                        if level == Equivalence::PercentEncoding || rng.below(2) == 0 {
                            rewrite(level, &mut p, &mut rng);
                        }
                    }
                    if let Ok(v) = UrlRef::parse_with_mode(&p.print(), mode) {
                        family.push(v.into_owned());
                    }
                }
                out.push(family);
            }
        }
    }
    out
}

#[test]
fn each_level_is_an_equivalence_relation() {
    let families = families();
    let mut transitive_chains = 0;
    for family in &families {
        for level in Equivalence::ALL {
            for a in family {
                assert!(a.equivalent(a, level), "{level}: {a} not reflexive");
                for b in family {
                    let ab = a.equivalent(b, level);
                    assert_eq!(
                        ab,
                        b.equivalent(a, level),
                        "{level}: {a} ~ {b} not symmetric"
                    );
                    if !ab {
                        continue;
                    }
                    for c in family {
                        if b.equivalent(c, level) {
                            transitive_chains += 1;
                            assert!(a.equivalent(c, level), "{level}: {a} ~ {b} ~ {c}");
                        }
                    }
                }
            }
        }
    }
    assert!(transitive_chains > 10_000, "{transitive_chains} chains");
}

#[test]
fn finer_implies_coarser_and_each_level_adds_pairs() {
    let families = families();
    let mut added = [0usize; 6];
    for family in &families {
        for a in family {
            for b in family {
                let at: Vec<bool> = Equivalence::ALL
                    .iter()
                    .map(|&l| a.equivalent(b, l))
                    .collect();
                for i in 1..at.len() {
                    assert!(
                        !at[i - 1] || at[i],
                        "{a} ~ {b} at {:?}, not at {:?}",
                        Equivalence::ALL[i - 1],
                        Equivalence::ALL[i]
                    );
                    if at[i] && !at[i - 1] {
                        added[i] += 1;
                    }
                }
                if at[0] && a != b {
                    added[0] += 1;
                }
            }
        }
    }
    // `Normal` only adds the two rewrites of printing, which the generated
    // variants rarely need.
    for (level, n) in Equivalence::ALL.iter().zip(added).take(5) {
        assert!(n > 0, "{level} identifies nothing new");
    }
}

#[test]
fn normalise_to_is_idempotent_and_picks_one_representative() {
    for family in families() {
        for level in Equivalence::ALL {
            for a in &family {
                let n = a.normalise_to(level);
                assert_eq!(n.normalise_to(level), n, "{level}: {a} not idempotent");
                assert!(n.equivalent(a, level), "{level}: {a} not in its class");
                for b in &family {
                    if a.equivalent(b, level) {
                        assert_eq!(b.normalise_to(level), n, "{level}: {a} ~ {b}");
                    }
                }
            }
        }
        for a in &family {
            assert_eq!(a.normalise_to(Equivalence::Normal), a.normalise());
        }
    }
}

/// Linear time: a path of many dotted segments, and a long authority.
#[test]
fn long_inputs() {
    let long = format!(
        "HTTP://@h:80/{}x?{}",
        "a/./../%2e/".repeat(20_000),
        " ".repeat(50_000) + "y"
    );
    let u = UrlRef::parse(&long).unwrap();
    for level in Equivalence::ALL {
        let n = u.normalise_to(level);
        assert!(n.equivalent(&u, level));
    }
    assert!(u.normalise().to_string().starts_with("http://h/x?%20"));
}

/// Normalising a reference keeps its meaning wherever the WHATWG standard
/// resolves it: rebased onto a base and normalised, a reference and its
/// normal form at every level up to `PercentEncoding` give the same URL.
/// The standard resolves a reference onto a base "if otherwise the first
/// component of url is a scheme or a fragment, or if base has an authority
/// or a path-root"; onto a base without either (an opaque path, or a
/// rootless reference), `new URL("a", "sc:p")` throws, and the dotted
/// segments of a rootless reference would land in an opaque path, which
/// keeps them. The last level, `Normal`, is "Normalise for Printing": its
/// `%3A` is not a `:` under rebase (`./a:b` is `a%3Ab`), so it is left out.
///
/// Besides the generated references, a few whose normal forms remove what
/// a rebase would read: `./` and `.#f`, whose order a `.` keeps
/// (docs/spec-notes.md, note 3), and rootless paths whose dots cancel and
/// climb.
#[test]
fn normalising_a_reference_keeps_what_it_rebases_to() {
    let resolves = |r: &UrlRef<'_>, base: &UrlRef<'_>| {
        matches!(r.order(), Order::Scheme | Order::Fragment)
            || base.authority().is_some()
            || base.has_path_root()
    };
    let mut runner = TestRunner::deterministic();
    let mut n = 0;
    let mut dotted = 0;
    for mode in Mode::ALL {
        for flavour in [Flavour::Strict, Flavour::Lenient] {
            let strategy = gen::url(mode, flavour);
            for _ in 0..300 {
                let b = strategy.new_tree(&mut runner).unwrap().current();
                let r = strategy.new_tree(&mut runner).unwrap().current();
                let (Ok(base), Ok(r)) = (
                    UrlRef::parse_with_mode(&b, mode),
                    UrlRef::parse_with_mode(&r, mode),
                ) else {
                    continue;
                };
                for r in [
                    r.clone(),
                    UrlRef::parse(".#f").unwrap(),
                    UrlRef::parse("./").unwrap(),
                    UrlRef::parse("a/../b c").unwrap(),
                    UrlRef::parse("a/./b/../../../c").unwrap(),
                    UrlRef::parse("x/..").unwrap(),
                ] {
                    if !resolves(&r, &base) {
                        continue;
                    }
                    n += 1;
                    if r.normalise_to(Equivalence::Path) != r {
                        dotted += 1;
                    }
                    for level in Equivalence::ALL {
                        if level == Equivalence::Normal {
                            continue;
                        }
                        assert_eq!(
                            r.normalise_to(level).rebase(&base).normalise(),
                            r.rebase(&base).normalise(),
                            "{r} onto {base} at {level}"
                        );
                    }
                }
            }
        }
    }
    // The dot equations are tried on thousands of references, not only
    // the fixed ones.
    assert!(dotted > 3000, "{dotted} references with dotted segments");
    assert!(n > 5000, "{n} cases");
}
