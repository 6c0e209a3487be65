//! The front end of references against the full pipeline: what it takes
//! gives the pipeline's `Url`, and what it leaves, it leaves for a reason.

use crate::Url;

/// Joins `input` onto `base` with the fast paths and without; they agree,
/// and when the front end takes `input` its href is the pipeline's. Says
/// whether it took it, and returns the pipeline's href.
fn front(base: &Url, input: &str) -> (bool, Option<String>) {
    let slow = base.join_with(input, false);
    let fast = base.join_with(input, true);
    let context = || format!("{input:?} against {:?}", base.href());
    assert_eq!(Url::view(&fast), Url::view(&slow), "{}", context());
    let href = slow.ok().map(|u| u.href().to_owned());
    let taken = base.join_front(input);
    if let Some((front, _)) = &taken {
        assert_eq!(Some(front), href.as_ref(), "{}", context());
    }
    (taken.is_some(), href)
}

/// Each case: a base, a reference, whether the front end takes it.
#[test]
fn the_front_end_takes_the_plain_references_and_leaves_the_rest() {
    let cases: &[(&str, &str, bool)] = &[
        // Each shape the front end resolves.
        ("http://h/a/b/c?q#f", "", true),
        ("http://h/a/b/c?q#f", "d", true),
        ("http://h/a/b/c?q#f", "d/e?x#y", true),
        ("http://h/a/b/c?q#f", "./d?q", true),
        ("http://h/a/b/c?q#f", "/x/y", true),
        ("http://h/a/b/c?q#f", "/", true),
        ("http://h/a/b/c?q#f", "?", true),
        ("http://h/a/b/c?q#f", "?x#", true),
        ("http://h/a/b/c?q#f", "#", true),
        ("http://h/a/b/c?q#f", "#y?#", true),
        ("https://u:p@h:8080/a/", "b//c", true),
        ("wss://[::1]/x//y", "z", true),
        // A reference that ends in a word's middle, and one a word long.
        ("http://h/a/", "abcdefghijk", true),
        ("http://h/a/", "abcdefg/", true),
        ("http://h/a/", "?abcdefghijklmnopq#r", true),
        // `..` past the root stays at the root.
        ("http://h/a/b", "../../../../x", true),
        ("http://h/a/b", "/..", true),
        ("http://h/a/b", "..", true),
        ("http://h/a/b", "a/./b/../../..", true),
        ("http://h/a/b", "/x/y/z/../../../../w", true),
        // Segments before the first dotted one and after the last are
        // copied as written; those between are walked.
        ("http://h/a/b", "x/y/../z/w", true),
        ("http://h/a/b", "/p/q/r/../../s/t.html?x", true),
        ("http://h/a/b", "./p/q/../r/./s/t", true),
        ("http://h/a/b", "p/.q/r/..", true),
        ("http://h/a/b", "p/q/r/.", true),
        ("http://h/a/b", "p/q/r/%2e", false),
        // A segment that only starts like a dotted one.
        ("http://h/a/b", ".x/..y/...", true),
        ("http://h/a/b", "%2ex/a%2e", true),
        // A `:` after the first segment is path; in the first it may be
        // a scheme.
        ("http://h/a/b", "./a:b", true),
        ("http://h/a/b", "/a:b", true),
        ("http://h/a/b", "a:b", false),
        ("http://h/a/b", "1:x", false),
        ("http://h/a/b", "?a:b", true),
        // Dotted segments written with `%2e`.
        ("http://h/a/b", "%2e/x", false),
        ("http://h/a/b", "a/%2E%2e/b", false),
        ("http://h/a/b", ".%2e", false),
        ("http://h/a/b", "/%2e", false),
        // Bytes to percent-encode in the path, the query, the fragment.
        ("http://h/a/b", "a b", false),
        ("http://h/a/b", "a\"b", false),
        ("http://h/a/b", "?a b", false),
        ("http://h/a/b", "?a'b", false),
        ("http://h/a/b", "#a b", false),
        ("http://h/a/b", "#a`b", false),
        ("http://h/a/b", "é", false),
        ("http://h/a/b", "?é", false),
        ("http://h/a/b", "#é", false),
        ("http://h/a/b", "x/\u{1F600}", false),
        // Bytes that preprocessing strips or removes.
        ("http://h/a/b", " a", false),
        ("http://h/a/b", "a ", false),
        ("http://h/a/b", "a\tb", false),
        ("http://h/a/b", "\na", false),
        ("http://h/a/b", "a\r", false),
        ("http://h/a/b", "?a\nb", false),
        ("http://h/a/b", "#a\tb", false),
        ("http://h/a/b", "\u{1}a", false),
        ("http://h/a/b", "a\u{7f}", false),
        // A backslash is a separator in web and file mode.
        ("http://h/a/b", "a\\b", false),
        ("http://h/a/b", "\\x", false),
        ("http://h/a/b", "/\\x", false),
        ("file:///a/b", "a\\b", false),
        // `//host`: the absolute URL with the base's scheme, when it is
        // canonical and the scheme is one the frontier reads.
        ("http://h/a/b", "//g/p?q#f", true),
        ("https://h/a/b", "//g", true),
        ("http://h/a/b", "//G/p", false),
        ("http://h/a/b", "//g:80/p", false),
        ("http://h/a/b", "//g:81/p", true),
        ("http://h/a/b", "//u@g/p", false),
        ("ws://h/a/b", "//g/p", false),
        ("file:///a/b", "//h/x", false),
        // File bases: a segment that looks like a drive letter is the
        // pipeline's; the drive of the base's path is its root.
        ("file:///a/b/c?q#f", "d/e", true),
        ("file:///a/b/c?q#f", "?x", true),
        ("file:///a/b/c?q#f", "#x", true),
        ("file:///a/b/c?q#f", "../../..", true),
        ("file:///C:/a/b", "../../../x", true),
        ("file:///C:/a/b", "/x", true),
        ("file:///C:/a/b", "/..", true),
        ("file://h/share/dir/", "../x", true),
        ("file:///a/b", "c:/x", false),
        ("file:///a/b", "C|/x", false),
        ("file:///a/b", "x/c|/y", false),
        ("file:///a/b", "/d:", false),
        ("file:///a/b", "../c|", false),
        ("file:///C:/a/b", "x/C:", false),
        // A drive at the end of the base's path is the pipeline's; one
        // written `|` is `:` once the base is parsed.
        ("file:///C:", "x", false),
        ("file:///C|/a/", "x", true),
        ("http://h/a/b", "x/c|/y", true),
        ("http://h/a/b", "/d|", true),
        // `ftp:` is a web scheme too; a generic base is not read.
        ("ftp://h/a/b", "c", true),
        ("foo://h/a/b", "c", false),
        ("mailto:me", "x", false),
    ];
    for &(base, input, takes) in cases {
        let base = Url::parse(base, None).unwrap();
        let (taken, _) = front(&base, input);
        assert_eq!(taken, takes, "{input:?} against {:?}", base.href());
    }
}

/// Every ASCII byte and some non-ASCII characters, in each lane of the
/// first two words of a path, a query and a fragment: the front end takes
/// the reference exactly when the pipeline's href holds it as written
/// (so no byte that needs a change passes a run, and no byte that needs
/// none stops one).
#[test]
fn each_byte_class_boundary_in_each_lane() {
    let chars = (0..0x80u8)
        .map(char::from)
        .chain(['\u{80}', 'é', '\u{feff}', '€', '\u{1F600}']);
    let bases = ["http://h/a/b?q#f", "file:///a/b?q#f"];
    for base in bases {
        let base = Url::parse(base, None).unwrap();
        for c in chars.clone() {
            for lane in 0..17 {
                let filler = "a".repeat(lane);
                for (prefix, kept) in [("x/", "http://h/a/"), ("?", "?"), ("#", "#")] {
                    let input = format!("{prefix}{filler}{c}z");
                    let (taken, href) = front(&base, &input);
                    let written = match (prefix, base.scheme()) {
                        ("x/", "file") => format!("file:///a/{input}"),
                        ("x/", _) => format!("{kept}{input}"),
                        ("?", _) => format!("{}{input}", &base.href()[..base.href().len() - 4]),
                        _ => format!("{}{input}", &base.href()[..base.href().len() - 2]),
                    };
                    assert_eq!(
                        taken,
                        href.as_deref() == Some(&*written),
                        "{input:?} against {:?}: {href:?}",
                        base.href()
                    );
                }
            }
        }
    }
}
