"""The reference server's SKAdNetwork: an app-install ad is signed only with a version the
device takes and only for a network the app declares, as the request's skadn object says.

    python3 -m unittest discover -s Tools/reference-server -p 'test_*.py'
"""
import sys
import unittest
import uuid

from test_rewards import SERVER, TOKEN, call, start, stop

NETWORK = "mp7rpxwdrx.skadnetwork"


class SKAdNetworkTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.server, cls.port = start([sys.executable, str(SERVER), "--port", "0", "--token", TOKEN])
        scenario = {"title_id": "install", "mode": "fill", "app_install": True}
        assert call(cls.port, "POST", "/_control/scenario", scenario)[0] == 204

    @classmethod
    def tearDownClass(cls):
        stop(cls.server)

    def ad(self, skadn):
        body = {"title_id": "install", "format": "overlay", "request_id": str(uuid.uuid4())}
        if skadn is not None:
            body["skadn"] = skadn
        return call(self.port, "POST", "/v1/ads", body, {"Authorization": f"Bearer {TOKEN}"})

    def signed(self, skadn):
        status, answer = self.ad(skadn)
        self.assertEqual(status, 200, answer)
        return answer["slots"][0].get("skadn")

    def test_the_latest_version_both_take_is_signed_for_a_declared_network(self):
        cases = {
            ("2.0", "2.1", "2.2"): "2.2",
            ("2.0", "2.1", "2.2", "3.0"): "3.0",
            ("2.0", "2.1", "2.2", "3.0", "4.0"): "4.0",
        }
        for versions, expected in cases.items():
            signed = self.signed({"versions": list(versions), "skadnetids": ["other.skadnetwork", NETWORK]})
            self.assertEqual(signed["version"], expected)
            self.assertEqual(signed["network"], NETWORK)
            self.assertEqual("sourceIdentifier" in signed, expected == "4.0")
            self.assertEqual("campaign" in signed, expected != "4.0")

    def test_nothing_is_signed_that_storekit_would_not_credit(self):
        self.assertIsNone(self.signed({"versions": ["2.0", "2.2", "4.0"], "skadnetids": []}))
        self.assertIsNone(self.signed({"versions": ["2.0", "2.1"], "skadnetids": [NETWORK]}))

    def test_without_the_object_every_version_is_taken(self):
        self.assertEqual(self.signed(None)["version"], "4.0")

    def test_a_malformed_object_is_refused(self):
        for skadn in ("4.0", {"versions": "4.0", "skadnetids": []}, {"versions": ["four"], "skadnetids": []},
                      {"versions": ["4.0"]}, {"versions": ["4.0"], "skadnetids": ["not-a-network"]},
                      {"versions": ["4.0"], "skadnetids": [7]}):
            status, answer = self.ad(skadn)
            self.assertEqual(status, 422, (skadn, answer))
            self.assertIn("skadn", answer["message"])


if __name__ == "__main__":
    unittest.main()
